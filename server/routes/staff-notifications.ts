// Placeholder for career follows and digests (issue 61.4): filled in by its feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffNotificationRoutes: FastifyPluginAsyncZod = async () => {};
