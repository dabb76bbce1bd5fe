// Status tabs with count badges, five visible at a time; the arrows move the selection and the window follows.
// Beside them, "All statuses" lists every status with its count (status-menu.tsx).
import { ActionIcon, Badge, Group, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import { tabWindowStart, VISIBLE_TABS } from './board-rules';
import { StatusMenu } from './status-menu';

export interface StatusTabsProps {
  statuses: readonly ApplicationStatus[];
  counts: ReadonlyMap<string, number>;
  selected: number;
  onSelect: (index: number) => void;
  /** id of the panel the tabs control. */
  panelId: string;
}

export function StatusTabs({ statuses, counts, selected, onSelect, panelId }: StatusTabsProps) {
  const [start, setStart] = useState(0);
  const windowStart = tabWindowStart(selected, start, statuses.length);
  if (windowStart !== start) setStart(windowStart);
  const visible = statuses.slice(windowStart, windowStart + VISIBLE_TABS);

  const select = (index: number) => onSelect(Math.min(Math.max(0, index), statuses.length - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: statuses.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    // Keep keyboard focus on the newly selected tab.
    requestAnimationFrame(() =>
      document
        .getElementById(
          `status-tab-${statuses[Math.min(Math.max(0, next), statuses.length - 1)]?.statusCode}`,
        )
        ?.focus(),
    );
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label="Previous status"
        onClick={() => select(selected - 1)}
        disabled={selected === 0}
      >
        <span aria-hidden>‹</span>
      </ActionIcon>
      <Group
        role="tablist"
        aria-label="Statuses"
        gap={4}
        wrap="nowrap"
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
      >
        {visible.map((status, offset) => {
          const index = windowStart + offset;
          const active = index === selected;
          return (
            <UnstyledButton
              key={status.statusCode}
              id={`status-tab-${status.statusCode}`}
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index)}
              px="sm"
              py={6}
              style={{
                flex: 1,
                borderRadius: 4,
                textAlign: 'center',
                fontWeight: active ? 700 : 500,
                background: active ? 'var(--mantine-color-brand-0)' : 'transparent',
                borderBottom: `3px solid ${active ? 'var(--mantine-color-brand-7)' : 'transparent'}`,
              }}
            >
              {status.label}{' '}
              <Badge
                size="sm"
                variant={active ? 'filled' : 'light'}
                aria-label={`${counts.get(status.statusCode) ?? 0} applicants`}
              >
                {counts.get(status.statusCode) ?? 0}
              </Badge>
            </UnstyledButton>
          );
        })}
      </Group>
      <ActionIcon
        variant="default"
        aria-label="Next status"
        onClick={() => select(selected + 1)}
        disabled={selected === statuses.length - 1}
      >
        <span aria-hidden>›</span>
      </ActionIcon>
      <StatusMenu statuses={statuses} counts={counts} selected={selected} onSelect={select} />
    </Group>
  );
}
