// An application's stage history, oldest first, with who made each change: for the recruiter's history
// panel and the personal-data export alike.
import { asc, eq } from 'drizzle-orm';
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
