// Placeholder for A person page and merges (issue 61.1): filled in by its feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const peopleRoutes: FastifyPluginAsyncZod = async () => {};
