// Placeholder for notes and mentions (issue 61.3): filled in by its feature.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const noteRoutes: FastifyPluginAsyncZod = async () => {};
