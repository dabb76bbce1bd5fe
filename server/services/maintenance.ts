// One maintenance run: the retention purge (when RETENTION_MONTHS is set), the orphan-file sweep, and on
// the embedded database a VACUUM (ANALYZE).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStores } from '../storage/file-storage';
import { type SweepResult, sweepOrphanFiles } from './orphan-files';
import { type PurgeResult, purgeExpiredApplicants } from './retention';

export interface MaintenanceResult {
  /** Null when RETENTION_MONTHS is unset (applicants are kept). */
  purge: PurgeResult | null;
  orphans: SweepResult;
  /** Whether the run vacuumed and analyzed the database itself (the embedded one, which has no autovacuum). */
  vacuumed: boolean;
}

/**
 * PGlite runs no autovacuum: without this its planner would never learn what the tables hold (the
 * report's plans depend on it, migration 0016) and dead rows would never be reclaimed. It blocks the
 * process while it runs (docs/decisions/0026 has how long), once a maintenance period.
 */
async function vacuumIfEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
}

export async function runMaintenance(
  database: Pick<Database, 'db' | 'kind'>,
  storage: FileStores,
  settings: { retentionMonths: number | undefined },
  now = new Date(),
): Promise<MaintenanceResult> {
  const purge = settings.retentionMonths
    ? await purgeExpiredApplicants(database.db, storage.resumes, {
        retentionMonths: settings.retentionMonths,
        now,
      })
    : null;
  const orphans = await sweepOrphanFiles(database.db, storage, { now });
  return { purge, orphans, vacuumed: await vacuumIfEmbedded(database) };
}
