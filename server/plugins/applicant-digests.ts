// The daily digests' clock (docs/decisions/0050): every server looks once a minute, and one of them a minute
// (claimRun, docs/decisions/0012) runs the round; each member's day is then claimed on its own row, so even two
// rounds at once send a day's digest once. The timer never keeps the process alive, and closing the app waits
// for a round under way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDueDigests } from '../services/applicant-digests';
import { claimRun, finishRun, releaseRun } from '../services/scheduled-runs';

const TASK = 'applicant-digests';
const CHECK_EVERY_MS = 60_000;
/** A little under the check, so a server's next tick finds the last round due again despite timer drift. */
const PERIOD_MS = 50_000;
/** A round takes seconds; one unfinished after this was cut off with its server. */
const LEASE_MS = 5 * 60_000;

export const applicantDigestsPlugin = fp(
  async function applicantDigests(app: FastifyInstance) {
    const { db } = app.database;
    const claim = { task: TASK, periodMs: PERIOD_MS, leaseMs: LEASE_MS };
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    const run = async () => {
      if (!(await claimRun(db, claim))) return;
      try {
        const round = await sendDueDigests({
          db,
          mail: app.mail,
          publicUrl: app.config.publicUrl,
          log: app.log,
        });
        await finishRun(db, TASK);
        if (round.sent) app.log.info(round, 'daily digests queued');
      } catch (error) {
        await releaseRun(db, TASK).catch(() => {});
        throw error;
      }
    };
    const tick = () => {
      running ??= run()
        .catch((error: unknown) => app.log.error({ err: error }, 'daily digest round failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, CHECK_EVERY_MS);
      timer.unref();
    });
    // Before the mail queue and the database close.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'applicant-digests', dependencies: ['db', 'mailer'] },
);
