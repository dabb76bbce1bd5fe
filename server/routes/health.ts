// GET /api/health: answers once the database answers a query.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../contracts/health';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.database.kind };
    },
  );
};
