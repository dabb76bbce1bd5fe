// An application's stage history, oldest first, with who made each change: for the recruiter's history
// panel and the personal-data export alike; and the clock a change of status is stamped with.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationStatusHistory, rejectionReasons, users } from '../db/schema';

export function statusHistoryRows(db: Db, applicationId: number) {
  return db
    .select({
      id: applicationStatusHistory.id,
      fromStatus: applicationStatusHistory.fromStatus,
      toStatus: applicationStatusHistory.toStatus,
      note: applicationStatusHistory.note,
      reason: rejectionReasons.label,
      changedBy: users.displayName,
      changedAt: applicationStatusHistory.changedAt,
      undoesId: applicationStatusHistory.undoesId,
      voided: applicationStatusHistory.voided,
    })
    .from(applicationStatusHistory)
    .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
    .leftJoin(rejectionReasons, eq(rejectionReasons.id, applicationStatusHistory.reasonId))
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
}

/**
 * The database's clock as it reads now (not when the transaction began): a change of status is stamped with it
 * once it holds the application's lock, so that every server stamps by one clock and stamps follow the order
 * the changes were made in (docs/decisions/0040).
 */
export async function databaseNow(db: Db): Promise<Date> {
  const result = await db.execute(sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`);
  const [row] = (result as unknown as { rows: { ms: number }[] }).rows;
  if (!row) throw new Error('the database did not tell the time');
  return new Date(row.ms);
}
