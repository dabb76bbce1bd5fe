// What `npm run machines:conform` replays, read from a database in one read-only transaction (so a move made
// meanwhile cannot make history and an application's status disagree): the statuses as the server lists
// them, every stage-history row with who made it (the username), and every application's status now.
import { asc, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '../../../contracts/application-status';
import type { Db } from '../../../server/db/client';
import { applicationStatusHistory, applications, users } from '../../../server/db/schema';
import { listStatuses } from '../../../server/services/pipeline';
import type { ApplicationNow, HistoryRow } from './conform-history';

export interface ConformRows {
  statuses: ApplicationStatus[];
  rows: HistoryRow[];
  applications: ApplicationNow[];
}

export function readConformRows(db: Db): Promise<ConformRows> {
  return db.transaction(
    async (tx) => {
      const statuses = await listStatuses(tx as unknown as Db);
      const rows = await tx
        .select({
          id: applicationStatusHistory.id,
          applicationId: applicationStatusHistory.applicationId,
          fromStatus: applicationStatusHistory.fromStatus,
          toStatus: applicationStatusHistory.toStatus,
          changedAt: applicationStatusHistory.changedAt,
          changedBy: users.username,
          undoesId: applicationStatusHistory.undoesId,
        })
        .from(applicationStatusHistory)
        .leftJoin(users, eq(users.id, applicationStatusHistory.changedBy))
        .orderBy(
          asc(applicationStatusHistory.applicationId),
          asc(applicationStatusHistory.changedAt),
          asc(applicationStatusHistory.id),
        );
      const now = await tx
        .select({ id: applications.id, statusCode: applications.statusCode })
        .from(applications)
        .orderBy(asc(applications.id));
      return { statuses, rows, applications: now };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
