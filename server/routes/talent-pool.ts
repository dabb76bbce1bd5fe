// Placeholder for the talent pool search (issue 61.2): filled in by its feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const talentPoolRoutes: FastifyPluginAsyncZod = async () => {};
