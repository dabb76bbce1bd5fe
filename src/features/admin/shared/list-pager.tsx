// Server-side paging: where the visible rows sit in the whole list, and the page links.
import { Group, Pagination, Text } from '@mantine/core';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** Called with the chosen page. */
  onPage: (page: number) => void;
  /** What the rows are, for "Showing 1–20 of 57 careers". */
  noun: string;
  /** More were found than `total` counts: "of more than 1,000 people". */
  totalIsLowerBound?: boolean;
}

export function ListPager({ page, pageSize, total, onPage, noun, totalIsLowerBound }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `Showing ${first}–${last} of ${totalIsLowerBound ? 'more than ' : ''}${total.toLocaleString('en-GB')} ${noun}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
          })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Group>
  );
}
