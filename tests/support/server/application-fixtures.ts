// Applications in the test database with the stage history the server would have written: the creation
// into APPLIED, then each move the board allows on the way to the wanted status (server-reset.ts checks).
import { asc, desc, eq } from 'drizzle-orm';
import { type DefaultStatusCode, defaultStatusCodes } from '../../../contracts/application-status';
import type { Db } from '../../../server/db/client';
import { applicationStatusHistory, applications } from '../../../server/db/schema';
import { demoStagePath } from '../../../server/db/seed';

export interface ReachOptions {
  /** When the last move happened; default now (or just after the previous row, if that is later). */
  reachedAt?: Date;
  /** The user id recorded as making the moves; default none. */
  by?: number | null;
}

/** The stages after `from` on a path the board allows to `to` (the seed's own paths). */
function stagesAfter(from: string, to: string): string[] {
  if (from === to) return [];
  if (!(defaultStatusCodes as readonly string[]).includes(to)) throw new Error(`no stage path to ${to}`);
  // demoStagePath has two branches per status; the first that passes through `from` will do.
  for (const branch of [0, 1]) {
    const path: string[] = demoStagePath(to as DefaultStatusCode, branch);
    const at = path.indexOf(from);
    if (at !== -1) return path.slice(at + 1);
  }
  throw new Error(`no stage path from ${from} to ${to}`);
}

/**
 * Moves an application from where its history ends to `to`, one allowed move at a time: times strictly
 * after the last row, the last at `reachedAt`. Works in a transaction too.
 */
export async function advanceApplication(db: Db, id: number, to: string, options: ReachOptions = {}) {
  const [last] = await db
    .select({ status: applicationStatusHistory.toStatus, at: applicationStatusHistory.changedAt })
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, id))
    .orderBy(desc(applicationStatusHistory.changedAt), desc(applicationStatusHistory.id))
    .limit(1);
  if (!last) throw new Error(`application ${id} has no history to advance`);
  const stages = stagesAfter(last.status, to);
  if (stages.length === 0) return;
  const start = last.at.getTime();
  const end = options.reachedAt?.getTime() ?? Math.max(Date.now(), start + stages.length);
  // Whole milliseconds at least one apart, so the rows replay in the order written.
  if (end - start < stages.length) throw new Error(`reachedAt leaves no room for ${stages.length} moves`);
  let from = last.status;
  const rows = stages.map((stage, step) => {
    const row = {
      applicationId: id,
      fromStatus: from,
      toStatus: stage,
      changedBy: options.by ?? null,
      changedAt: new Date(start + Math.round(((end - start) * (step + 1)) / stages.length)),
    };
    from = stage;
    return row;
  });
  await db.insert(applicationStatusHistory).values(rows);
  await db
    .update(applications)
    .set({ statusCode: to, updatedAt: new Date(end) })
    .where(eq(applications.id, id));
}

export type ApplicationValues = Partial<typeof applications.$inferInsert> & { careerId: number };

/**
 * Inserts an application (a valid applicant unless told otherwise) created at `appliedAt` (default now)
 * and moved along the board's moves to `statusCode` (default APPLIED); the row as it stands then.
 */
export async function insertApplication(db: Db, values: ApplicationValues, options: ReachOptions = {}) {
  const { statusCode = 'APPLIED', ...fields } = values;
  const appliedAt = fields.appliedAt ?? new Date();
  const [row] = await db
    .insert(applications)
    .values({
      fullName: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      mobile: '+91 98765 43210',
      consentAt: appliedAt,
      updatedAt: appliedAt,
      ...fields,
      appliedAt,
      statusCode: 'APPLIED',
    })
    .returning();
  if (!row) throw new Error('application not inserted');
  await db
    .insert(applicationStatusHistory)
    .values({ applicationId: row.id, fromStatus: null, toStatus: 'APPLIED', changedAt: appliedAt });
  if (statusCode === 'APPLIED') return row;
  await advanceApplication(db, row.id, statusCode, options);
  const [now] = await db.select().from(applications).where(eq(applications.id, row.id));
  if (!now) throw new Error('application vanished');
  return now;
}

/** The status an application is in now, as stored. */
export async function statusOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: applications.statusCode })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}

/** An application's history rows in the order they were written: a read without ORDER BY promises none. */
export const historyRowsOf = (db: Db, id: number) =>
  db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, id))
    .orderBy(asc(applicationStatusHistory.id));
