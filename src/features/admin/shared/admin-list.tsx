// The body every admin list shares: the rows, or why there are none and what to do next; then the pager.
import { Button, Paper, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Page } from '#contracts/admin-common.ts';
import { EmptyState } from './empty-state';
import { ListPager } from './list-pager';

export interface AdminListProps {
  page: Page<unknown> & { totalIsLowerBound?: boolean };
  /** How many rows are shown (a page may keep its own copy of the rows after an action). */
  shown?: number;
  /** What the rows are, for the pager: "careers". */
  noun: string;
  /** A search or filter is applied: an empty answer means nothing matched. */
  filtered: boolean;
  noMatch: { title: string; clearLabel: string; onClear: () => void; text?: ReactNode };
  /** Nothing exists yet. */
  empty: { title: string; action?: ReactNode; text?: ReactNode };
  onPage: (page: number | undefined) => void;
  /** The rows: an AdminTable or a list. */
  children: ReactNode;
}

export function AdminList({ page, shown, noun, filtered, noMatch, empty, onPage, children }: AdminListProps) {
  const rows = shown ?? page.items.length;
  return (
    <>
      {rows > 0 ? (
        children
      ) : filtered ? (
        <EmptyState
          title={noMatch.title}
          action={
            <Button variant="light" onClick={noMatch.onClear}>
              {noMatch.clearLabel}
            </Button>
          }
        >
          {noMatch.text}
        </EmptyState>
      ) : page.total > 0 ? (
        // Rows were removed or the address asked for a page past the end.
        <EmptyState
          title="This page is empty"
          action={<Button onClick={() => onPage(undefined)}>Go to the first page</Button>}
        />
      ) : (
        <EmptyState title={empty.title} action={empty.action}>
          {empty.text}
        </EmptyState>
      )}
      <ListPager
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        totalIsLowerBound={page.totalIsLowerBound}
        noun={noun}
        onPage={onPage}
      />
    </>
  );
}

export interface AdminTableColumn {
  label: string;
  /** Read by screen readers only (a column of action links). */
  hidden?: boolean;
  align?: 'right';
}

export interface AdminTableProps {
  columns: AdminTableColumn[];
  /** The table's accessible name, when the page's heading alone does not say what the rows are. */
  label?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The <Table.Tr> rows. */
  children: ReactNode;
}

export function AdminTable({ columns, label, minWidth, children }: AdminTableProps) {
  return (
    <Paper withBorder radius="md" bg="white" style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover verticalSpacing="sm" miw={minWidth} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} scope="col" ta={column.align}>
                {column.hidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Paper>
  );
}
