// Résumés read for the talent pool (docs/decisions/0048), in the background of every server: a pass at start
// reads what is still to be read (the backfill, and whatever a stopped server left), and one after each
// application's answer has gone reads its file. The apply route itself is not touched: this hook hears its
// 201 once the answer is out. Tests (no maintenance interval) skip the pass at start and run it themselves;
// with config.readResumes off (the test app's default) nothing is read at all.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CAREERS_PATH } from '../../contracts/api-paths';
import { createResumeIndexer } from '../resume-text/resume-indexer';
import { createResumeReader } from '../resume-text/resume-text-reader';

/** The route an application arrives on (server/routes/careers.ts). */
const APPLY_ROUTE = `${CAREERS_PATH}/:id/applications`;

export const resumeTextsPlugin = fp(
  async function resumeTexts(app: FastifyInstance) {
    if (!app.config.readResumes) return;
    const reader = createResumeReader();
    const indexer = createResumeIndexer(
      { db: app.database.db, resumes: app.storage.resumes, reader },
      app.log,
    );
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'POST' && reply.statusCode === 201 && request.routeOptions.url === APPLY_ROUTE)
        indexer.nudge();
    });
    app.addHook('onReady', async () => {
      if (app.config.maintenanceIntervalMs > 0) indexer.nudge();
    });
    // Before the database and the file store close: the file under way is finished and recorded.
    app.addHook('preClose', async () => {
      await indexer.stop();
      await reader.close();
    });
  },
  { name: 'resume-texts', dependencies: ['db', 'storage'] },
);
