// GET /api/health (readiness: 503 while the database does not answer, a migration is pending or the
// server is shutting down) and GET /api/health/live (liveness: the process answers).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEALTH_PATH, LIVENESS_PATH } from '../../contracts/api-paths';
import { healthResponseSchema, livenessSchema, type NotReady, notReadySchema } from '../../contracts/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function notReady(): Promise<NotReady['reason'] | null> {
    if (app.shuttingDown) return 'shutting-down';
    try {
      await app.database.db.execute(sql`select 1`);
    } catch {
      return 'database';
    }
    return (await app.database.pendingMigrations()) > 0 ? 'migrations' : null;
  }

  app.get(
    HEALTH_PATH,
    {
      config: { access: 'public' },
      schema: { response: { 200: healthResponseSchema, 503: notReadySchema } },
    },
    async (_request, reply) => {
      const reason = await notReady();
      reply.header('cache-control', 'no-store');
      if (reason) return reply.status(503).send({ status: 'unavailable' as const, reason });
      return { status: 'ok' as const, db: app.database.kind };
    },
  );

  app.get(
    LIVENESS_PATH,
    { config: { access: 'public' }, schema: { response: { 200: livenessSchema } } },
    async () => ({ status: 'ok' as const }),
  );
};
