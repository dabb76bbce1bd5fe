// Undoing a move (docs/decisions/0023): the recruiter who made the applicant's latest move takes it back
// within the window the candidate's e-mail waits (STAGE_MAIL_DELAY_MINUTES). The applicant goes back where
// they were, the e-mail that move queued is stopped, and the history keeps both rows, marked voided so that
// neither counts in reports nor shows on the candidate's page. "Latest" and the window are read by the
// database's clock and order, never a server's (docs/decisions/0040).
import { and, desc, eq } from 'drizzle-orm';
import { type BoardApplication, MOVE_UNDO_REFUSALS } from '../../contracts/recruiter';
import type { Db } from '../db/client';
import { applicationStatusHistory, applications } from '../db/schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import { stopStaleStageMails } from './outgoing-mail';
import { type BoardViewer, boardApplication } from './pipeline';
import { databaseNow } from './status-history';

export interface MoveUndo {
  applicationId: number;
  historyId: number;
  userId: number;
}

type HistoryRow = typeof applicationStatusHistory.$inferSelect;

/** Why `userId` cannot undo `move` now (moves made before `since` are too old), or null when they can. */
function refusalOf(move: HistoryRow, latestId: number | undefined, userId: number, since: number) {
  if (move.fromStatus === null) return MOVE_UNDO_REFUSALS.arrival;
  if (move.undoesId !== null) return MOVE_UNDO_REFUSALS.anUndo;
  if (move.voided) return MOVE_UNDO_REFUSALS.alreadyUndone;
  if (latestId !== move.id) return MOVE_UNDO_REFUSALS.notLatest;
  if (move.changedBy !== userId) return MOVE_UNDO_REFUSALS.notYours;
  if (move.changedAt.getTime() <= since) return MOVE_UNDO_REFUSALS.windowPassed;
  return null;
}

export async function undoMove(
  db: Db,
  undo: MoveUndo,
  { undoMinutes }: Pick<BoardViewer, 'undoMinutes'>,
): Promise<BoardApplication> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // Locked as a move locks it: an undo and a move of the same applicant never interleave.
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, undo.applicationId))
      .for('update');
    if (!application) throw new NotFoundError(`There is no application with id ${undo.applicationId}.`);
    // The row written last: ids are drawn under the application's lock, in the order the changes were made.
    const [latest] = await tx
      .select({ id: applicationStatusHistory.id })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, undo.applicationId))
      .orderBy(desc(applicationStatusHistory.id))
      .limit(1);
    const [move] = await tx
      .select()
      .from(applicationStatusHistory)
      .where(
        and(
          eq(applicationStatusHistory.id, undo.historyId),
          eq(applicationStatusHistory.applicationId, undo.applicationId),
        ),
      );
    if (!move) {
      throw new NotFoundError(`Application ${undo.applicationId} has no move with id ${undo.historyId}.`);
    }
    const now = await databaseNow(tx);
    const refusal = refusalOf(move, latest?.id, undo.userId, now.getTime() - undoMinutes * 60_000);
    if (refusal) throw new ConflictError(refusal);
    const backTo = move.fromStatus as string;

    await tx
      .update(applications)
      .set({ statusCode: backTo, updatedAt: now })
      .where(eq(applications.id, undo.applicationId));
    await tx
      .update(applicationStatusHistory)
      .set({ voided: true })
      .where(eq(applicationStatusHistory.id, move.id));
    await tx.insert(applicationStatusHistory).values({
      applicationId: undo.applicationId,
      fromStatus: move.toStatus,
      toStatus: backTo,
      changedBy: undo.userId,
      changedAt: now,
      undoesId: move.id,
      voided: true,
    });
    // The e-mail the move queued tells of a stage the candidate is no longer in: it does not go.
    await stopStaleStageMails(tx, undo.applicationId, backTo, 'Its move was undone before it went.');
    return boardApplication(tx, undo.applicationId, { userId: undo.userId, undoMinutes });
  });
}
