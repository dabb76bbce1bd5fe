// Filled in by the work on interviews, scorecards and shortlists (docs/decisions/0056).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const myInterviewRoutes: FastifyPluginAsyncZod = async () => {};
