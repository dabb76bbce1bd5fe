// One maintenance run: the retention purge (when RETENTION_MONTHS is set), then the orphan-file sweep.
import type { Database } from '../db/client';
import type { FileStores } from '../storage/file-storage';
import { type SweepResult, sweepOrphanFiles } from './orphan-files';
import { type PurgeResult, purgeExpiredApplicants } from './retention';

export interface MaintenanceResult {
  /** Null when RETENTION_MONTHS is unset (applicants are kept). */
  purge: PurgeResult | null;
  orphans: SweepResult;
}

export async function runMaintenance(
  database: Pick<Database, 'db'>,
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
  return { purge, orphans };
}
