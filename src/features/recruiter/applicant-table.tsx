// The compact list view of one status tab (issue 61.5): a row per applicant with sortable columns (name,
// applied, source, last move) and the link to their person page. The rows are one tab stop, an ARIA grid
// whose keys move the selection (list-keys.ts); Enter takes the focus to the selected applicant's card,
// shown under the list with its "Move to". Long lists are virtualised; the order is stable (board-rules.ts
// sortApplicants), so a row never jumps between equal neighbours.
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { type BoardSort, type BoardSortColumn, splitBoardSort } from '#contracts/staff-preferences.ts';
import type { SelectHow } from './applicant-listbox';
import { formatDate } from './board-rules';
import { ClientAnswerBadge } from './client-answer-badge';
import { listKeyHandler } from './list-keys';
import { PersonLink } from './person-link';

export const rowId = (id: number) => `applicant-row-${id}`;
export const LIST_GRID_ID = 'applicant-list-grid';

const COLUMNS: { column: BoardSortColumn; label: string; width: number; first: 'asc' | 'desc' }[] = [
  { column: 'name', label: 'Name', width: 260, first: 'asc' },
  { column: 'applied', label: 'Applied', width: 140, first: 'desc' },
  { column: 'source', label: 'Source', width: 200, first: 'asc' },
  { column: 'lastMove', label: 'Last move', width: 160, first: 'desc' },
];
const PERSON_WIDTH = 100;
const ROW_HEIGHT = 40;

export interface ApplicantTableProps {
  /** The tab's applicants, already in `sort`'s order. */
  applicants: readonly BoardApplication[];
  /** The list's accessible name. */
  label: string;
  sort: BoardSort;
  onSort: (sort: BoardSort) => void;
  selectedId: number | null;
  onSelect: (id: number, how: SelectHow) => void;
  /** Height of the scrolling rows (CSS). */
  height: string;
  /** Lists up to this length render whole. @default 60 */
  threshold?: number;
}

const cell = (width: number) => ({ width, minWidth: width, padding: '0 8px', overflow: 'hidden' as const });

export function ApplicantTable({
  applicants,
  label,
  sort,
  onSort,
  selectedId,
  onSelect,
  height,
  threshold = 60,
}: ApplicantTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = applicants.length > threshold;
  const virtualizer = useVirtualizer({
    count: virtual ? applicants.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 900, height: 600 },
  });
  const index = useMemo(
    () => (selectedId === null ? -1 : applicants.findIndex((a) => a.id === selectedId)),
    [applicants, selectedId],
  );
  useEffect(() => {
    if (index < 0) return;
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    else document.getElementById(rowId(applicants[index]?.id ?? -1))?.scrollIntoView?.({ block: 'nearest' });
  }, [index, virtual, virtualizer, applicants]);

  const { column: sortedBy, direction } = splitBoardSort(sort);
  const rendered = virtual
    ? virtualizer.getVirtualItems().map((row) => ({ index: row.index, start: row.start }))
    : applicants.map((_, i) => ({ index: i, start: 0 }));
  const active = index >= 0 && rendered.some((row) => row.index === index) ? applicants[index] : undefined;

  const paddingTop = virtual ? (rendered[0]?.start ?? 0) : 0;
  const lastRendered = virtual ? virtualizer.getVirtualItems().at(-1) : undefined;
  const paddingBottom = lastRendered ? virtualizer.getTotalSize() - lastRendered.end : 0;

  return (
    <Box
      ref={scrollRef}
      h={height}
      style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    >
      {/* A table whose rows are one tab stop: a grid (the ARIA pattern for a table with keys). */}
      <table
        id={LIST_GRID_ID}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid pattern, with its keys.
        role="grid"
        aria-label={label}
        aria-rowcount={applicants.length + 1}
        aria-activedescendant={active ? rowId(active.id) : undefined}
        tabIndex={0}
        className="mantine-focus-auto"
        onKeyDown={listKeyHandler({
          items: applicants,
          activeIndex: index,
          onActivate: (a) => onSelect(a.id, 'activate'),
          onChoose: (a) => onSelect(a.id, 'choose'),
        })}
        style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead style={{ position: 'sticky', top: 0, zIndex: 1, background: 'var(--mantine-color-gray-0)' }}>
          <tr
            aria-rowindex={1}
            style={{ height: ROW_HEIGHT, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            {COLUMNS.map(({ column, label: name, width, first }) => {
              const current = column === sortedBy;
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={current ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  style={{ ...cell(width), textAlign: 'left' }}
                >
                  <UnstyledButton
                    className="mantine-focus-auto"
                    fw={700}
                    fz="sm"
                    onClick={() =>
                      onSort(
                        `${column}:${current ? (direction === 'asc' ? 'desc' : 'asc') : first}` as BoardSort,
                      )
                    }
                  >
                    {name} <span aria-hidden>{current ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </UnstyledButton>
                </th>
              );
            })}
            <th scope="col" style={{ ...cell(PERSON_WIDTH), textAlign: 'left' }}>
              <Text fw={700} size="sm">
                Person
              </Text>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? <tr aria-hidden style={{ height: paddingTop }} /> : null}
          {rendered.map((row) => {
            const applicant = applicants[row.index] as BoardApplication;
            return (
              <TableRow
                key={applicant.id}
                applicant={applicant}
                rowIndex={row.index + 2}
                selected={applicant.id === selectedId}
                measure={virtual ? virtualizer.measureElement : undefined}
                onSelect={onSelect}
              />
            );
          })}
          {paddingBottom > 0 ? <tr aria-hidden style={{ height: paddingBottom }} /> : null}
        </tbody>
      </table>
    </Box>
  );
}

interface TableRowProps {
  applicant: BoardApplication;
  rowIndex: number;
  selected: boolean;
  measure: ((node: Element | null) => void) | undefined;
  onSelect: (id: number, how: SelectHow) => void;
}

const TableRow = memo(function TableRow({ applicant, rowIndex, selected, measure, onSelect }: TableRowProps) {
  return (
    // The grid has the focus and its keys; a click selects the row and shows the card under the list.
    <tr
      id={rowId(applicant.id)}
      aria-rowindex={rowIndex}
      aria-selected={selected}
      data-index={rowIndex - 2}
      ref={measure}
      onClick={() => onSelect(applicant.id, 'activate')}
      style={{
        height: ROW_HEIGHT,
        cursor: 'pointer',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        boxShadow: selected ? 'inset 3px 0 0 var(--mantine-color-brand-7)' : undefined,
        background: selected ? 'var(--mantine-color-brand-0)' : undefined,
      }}
    >
      <td style={cell(COLUMNS[0]?.width ?? 260)}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {applicant.name}
          </Text>
          <ClientAnswerBadge answer={applicant.clientAnswer} />
        </Group>
      </td>
      <td style={cell(COLUMNS[1]?.width ?? 140)}>
        <Text size="sm">{formatDate(applicant.appliedAt)}</Text>
      </td>
      <td style={cell(COLUMNS[2]?.width ?? 200)}>
        <Text size="sm" truncate>
          {applicant.source?.trim() || '—'}
        </Text>
      </td>
      <td style={cell(COLUMNS[3]?.width ?? 160)}>
        <Text size="sm">{formatDate(applicant.lastMovedAt ?? null)}</Text>
      </td>
      <td style={cell(PERSON_WIDTH)}>
        {/* The grid's keys reach the row; the link is the card's too, one Enter away. */}
        <PersonLink applicant={applicant} tabIndex={-1} size="sm" onClick={(e) => e.stopPropagation()} />
      </td>
    </tr>
  );
});
