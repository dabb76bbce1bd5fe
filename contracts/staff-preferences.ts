// A member of staff's board preferences (issue 61.5, docs/decisions/0051): how the applicant board shows a
// status (cards or a compact list) and how the list is sorted, remembered per user on the server. Only these
// columns of staff_preferences; the time zone and digest columns belong to the notifications' own route.
import { z } from 'zod';

export const BOARD_VIEWS = ['cards', 'list'] as const;
export const boardViewSchema = z.enum(BOARD_VIEWS, "boardView must be 'cards' or 'list'.");
export type BoardView = z.infer<typeof boardViewSchema>;

/** The list view's sortable columns. */
export const BOARD_SORT_COLUMNS = ['name', 'applied', 'source', 'lastMove'] as const;
export type BoardSortColumn = (typeof BOARD_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** "column:direction", e.g. "applied:desc" (newest first, the board's own order). */
export const BOARD_SORTS = BOARD_SORT_COLUMNS.flatMap((column) => [
  `${column}:asc` as const,
  `${column}:desc` as const,
]);
export const boardSortSchema = z.enum(
  BOARD_SORTS,
  `boardSort must be a column (${BOARD_SORT_COLUMNS.join(', ')}) and a direction, such as applied:desc.`,
);
export type BoardSort = z.infer<typeof boardSortSchema>;

export const DEFAULT_BOARD_SORT: BoardSort = 'applied:desc';
export const DEFAULT_BOARD_VIEW: BoardView = 'cards';

/** A stored sort as the board reads it: anything unknown (the column's default "applied") is the default. */
export const readBoardSort = (stored: string | null | undefined): BoardSort =>
  boardSortSchema.safeParse(stored).data ?? DEFAULT_BOARD_SORT;

export const splitBoardSort = (sort: BoardSort) => {
  const [column, direction] = sort.split(':') as [BoardSortColumn, SortDirection];
  return { column, direction };
};

/** GET (and the answer to PUT) …/preferences/board. */
export const boardPreferencesSchema = z.object({ boardView: boardViewSchema, boardSort: boardSortSchema });
export type BoardPreferences = z.infer<typeof boardPreferencesSchema>;

/** PUT …/preferences/board: either or both; nothing else. */
export const boardPreferencesUpdateSchema = z
  .strictObject(
    { boardView: boardViewSchema.optional(), boardSort: boardSortSchema.optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Only boardView and boardSort can be set here, not ${issue.keys.join(', ')}.`
          : 'The body must be a JSON object such as { "boardView": "list" }.',
    },
  )
  .refine((body) => body.boardView !== undefined || body.boardSort !== undefined, {
    error: 'Say what to change: boardView, boardSort or both.',
  });
export type BoardPreferencesUpdate = z.infer<typeof boardPreferencesUpdateSchema>;
