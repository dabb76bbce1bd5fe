// RETENTION_MONTHS (docs/decisions/0007): applicants whose application ended badly — rejected, or who
// dropped out (No Show, this pipeline's "withdrawn") — are purged with their stage history and résumé
// once their last status change is that many months old. One audit row per run that purged anything.
import { and, count, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationStatusHistory, applications } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { tidyPeople } from './people-left-behind';
import { recordAudit } from './personal-data-audit';

/** The statuses whose applicants are purged after the retention period. */
export const PURGED_STATUS_CODES = ['REJECTED', 'NO_SHOW'];

/** When an application whose last change was at `lastChange` is purged: `months` calendar months later. */
export function monthsAfter(lastChange: Date, months: number): Date {
  return monthsBefore(lastChange, -months);
}

/** At most this many per run (query parameters stay well under Postgres' limit); the next run takes the rest. */
const PURGE_BATCH = 10_000;

/** The same day `months` calendar months earlier (31 March less one month is 28/29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

export interface PurgeResult {
  applications: number;
  statusHistoryRows: number;
  resumeFiles: number;
  cutoff: string;
}

/**
 * Deletes in one short transaction; rows another process is purging at the same moment are skipped
 * (SKIP LOCKED), so several servers may run this together and each counts only what it deleted.
 * The files go after the commit; one left behind by a crash is an orphan for the sweep.
 */
export async function purgeExpiredApplicants(
  db: Db,
  storage: FileStorage,
  options: { retentionMonths: number; now?: Date },
): Promise<PurgeResult> {
  const now = options.now ?? new Date();
  const cutoff = monthsBefore(now, options.retentionMonths);
  const lastChange = sql`coalesce((select max(h.changed_at) from ${applicationStatusHistory} h
    where h.application_id = ${applications.id}), ${applications.updatedAt})`;
  const purged = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(inArray(applications.statusCode, PURGED_STATUS_CODES), lt(lastChange, cutoff)))
      .limit(PURGE_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { keys: [] as string[], applications: 0, statusHistoryRows: 0 };
    const ids = due.map((row) => row.id);
    const [history] = await tx
      .select({ rows: count() })
      .from(applicationStatusHistory)
      .where(inArray(applicationStatusHistory.applicationId, ids));
    const gone = await tx
      .delete(applications)
      .where(inArray(applications.id, ids))
      .returning({ resumeKey: applications.resumeKey, personId: applications.personId });
    // A person with none of their applications left goes with the last one.
    await tidyPeople(
      tx,
      gone.map((row) => row.personId),
    );
    const result = {
      keys: gone.flatMap((row) => (row.resumeKey ? [row.resumeKey] : [])),
      applications: gone.length,
      statusHistoryRows: Number(history?.rows ?? 0),
    };
    await recordAudit(tx, {
      action: 'purge',
      actor: 'system',
      details: {
        applications: result.applications,
        statusHistoryRows: result.statusHistoryRows,
        resumes: result.keys.length,
        retentionMonths: options.retentionMonths,
        cutoff: cutoff.toISOString(),
      },
      at: now,
    });
    return result;
  });
  let resumeFiles = 0;
  for (const key of purged.keys) if (await storage.remove(key).catch(() => false)) resumeFiles += 1;
  return {
    applications: purged.applications,
    statusHistoryRows: purged.statusHistoryRows,
    resumeFiles,
    cutoff: cutoff.toISOString(),
  };
}
