// A member of staff's board view and list sort (docs/decisions/0051), in their staff_preferences row. Only
// board_view and board_sort are read and written here: the row's time zone and digest columns belong to the
// notifications' own service, and an upsert from here never touches them.
import { eq, sql } from 'drizzle-orm';
import {
  type BoardPreferences,
  type BoardPreferencesUpdate,
  boardViewSchema,
  DEFAULT_BOARD_SORT,
  DEFAULT_BOARD_VIEW,
  readBoardSort,
} from '../../contracts/staff-preferences';
import type { Db } from '../db/client';
import { staffPreferences } from '../db/schema';

const DEFAULTS: BoardPreferences = { boardView: DEFAULT_BOARD_VIEW, boardSort: DEFAULT_BOARD_SORT };

/** What user `userId` chose; the defaults (cards, newest first) before they chose anything. */
export async function boardPreferences(db: Db, userId: number): Promise<BoardPreferences> {
  const [row] = await db
    .select({ boardView: staffPreferences.boardView, boardSort: staffPreferences.boardSort })
    .from(staffPreferences)
    .where(eq(staffPreferences.userId, userId));
  if (!row) return DEFAULTS;
  return {
    boardView: boardViewSchema.safeParse(row.boardView).data ?? DEFAULT_BOARD_VIEW,
    boardSort: readBoardSort(row.boardSort),
  };
}

/** Saves what `change` names (the rest of the row as it was, or the columns' defaults for a new row). */
export async function saveBoardPreferences(
  db: Db,
  userId: number,
  change: BoardPreferencesUpdate,
): Promise<BoardPreferences> {
  const set = {
    ...(change.boardView === undefined ? {} : { boardView: change.boardView }),
    ...(change.boardSort === undefined ? {} : { boardSort: change.boardSort }),
  };
  await db
    .insert(staffPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: staffPreferences.userId, set: { ...set, updatedAt: sql`now()` } });
  return boardPreferences(db, userId);
}
