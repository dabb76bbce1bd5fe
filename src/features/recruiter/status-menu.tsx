// "All statuses" beside the five-tab window (issue 61.5): every status with its count, so Rejected is one
// pick away on a board of nine; picking one selects its tab and the window moves to show it.
import '@mantine/core/styles/Menu.css';
import { Button, Menu } from '@mantine/core';
import type { ApplicationStatus } from '#contracts/application-status.ts';

export interface StatusMenuProps {
  statuses: readonly ApplicationStatus[];
  counts: ReadonlyMap<string, number>;
  /** The selected tab's index. */
  selected: number;
  onSelect: (index: number) => void;
}

export function StatusMenu({ statuses, counts, selected, onSelect }: StatusMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" rightSection={<span aria-hidden>▾</span>}>
          All statuses
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="All statuses">
        {statuses.map((status, index) => {
          const count = counts.get(status.statusCode) ?? 0;
          return (
            <Menu.Item
              key={status.statusCode}
              onClick={() => onSelect(index)}
              aria-current={index === selected ? 'true' : undefined}
              fw={index === selected ? 700 : undefined}
              rightSection={<span aria-hidden>{count}</span>}
              aria-label={`${status.label}, ${count === 1 ? '1 applicant' : `${count} applicants`}`}
            >
              {status.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
