// The app's maintenance job: the retention purge (when RETENTION_MONTHS is set), the orphan-file sweep
// and, on the embedded database, a VACUUM (ANALYZE), once every config.maintenanceIntervalMs (6 hours)
// across all servers on the database (claimRun). Each server checks at start and then every minute (or
// every interval, if shorter); the timer never keeps the process alive, a run never overlaps this server's
// previous one, and closing the app waits for a run in progress.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runMaintenance } from '../services/maintenance';
import { claimRun, finishRun, releaseRun } from '../services/scheduled-runs';

const TASK = 'maintenance';
const CHECK_EVERY_MS = 60_000;
/** A purge and a sweep take seconds; a run still unfinished after this was cut off with its server. */
const LEASE_MS = 15 * 60_000;

export const maintenancePlugin = fp(
  async function maintenance(app: FastifyInstance) {
    const interval = app.config.maintenanceIntervalMs;
    if (!(interval > 0)) return;
    const { db } = app.database;
    const claim = { task: TASK, periodMs: interval, leaseMs: Math.max(LEASE_MS, interval) };
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    const run = async () => {
      if (!(await claimRun(db, claim))) return;
      try {
        const { purge, orphans } = await runMaintenance(app.database, app.storage, app.config);
        await finishRun(db, TASK);
        if (purge?.applications || orphans.resumes || orphans.covers)
          app.log.info({ purge, orphans }, 'maintenance: personal data purged / orphan files removed');
      } catch (error) {
        await releaseRun(db, TASK).catch(() => {});
        throw error;
      }
    };
    const tick = () => {
      running ??= run()
        .catch((error: unknown) => app.log.error({ err: error }, 'maintenance run failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, Math.min(CHECK_EVERY_MS, interval));
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'maintenance', dependencies: ['db', 'storage'] },
);
