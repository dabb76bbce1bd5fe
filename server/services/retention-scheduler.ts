// The app's maintenance job: at start and then every config.maintenanceIntervalMs (6 hours), the
// retention purge (when RETENTION_MONTHS is set) and the orphan-file sweep. The timer never keeps the
// process alive, a run never overlaps the previous one, and closing the app waits for a run in progress.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { createFileStorage } from '../storage/file-storage';
import { createMediaStorage } from './cover-images';
import { type SweepResult, sweepOrphanFiles } from './orphan-files';
import { type PurgeResult, purgeExpiredApplicants } from './retention';

export interface MaintenanceResult {
  /** Null when RETENTION_MONTHS is unset (applicants are kept). */
  purge: PurgeResult | null;
  orphans: SweepResult;
}

export async function runMaintenance(
  database: Pick<Database, 'db'>,
  settings: { dataDir: string; retentionMonths: number | undefined },
  now = new Date(),
): Promise<MaintenanceResult> {
  const resumes = createFileStorage(settings.dataDir);
  const purge = settings.retentionMonths
    ? await purgeExpiredApplicants(database.db, resumes, { retentionMonths: settings.retentionMonths, now })
    : null;
  const orphans = await sweepOrphanFiles(
    database.db,
    { resumes, covers: createMediaStorage(settings.dataDir) },
    { now },
  );
  return { purge, orphans };
}

export const maintenancePlugin = fp(
  async function maintenance(app: FastifyInstance) {
    const interval = app.config.maintenanceIntervalMs;
    if (!(interval > 0)) return;
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      running ??= runMaintenance(app.database, app.config)
        .then(({ purge, orphans }) => {
          if (purge?.applications || orphans.resumes || orphans.covers)
            app.log.info({ purge, orphans }, 'maintenance: personal data purged / orphan files removed');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'maintenance run failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, interval);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'maintenance', dependencies: ['db'] },
);
