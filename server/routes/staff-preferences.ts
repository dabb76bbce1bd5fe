// Placeholder for a staff member's board view (issue 61.5): filled in by its feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const staffPreferenceRoutes: FastifyPluginAsyncZod = async () => {};
