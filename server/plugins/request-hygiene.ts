// Refuses, with a clear 400, NUL characters anywhere in params, query or JSON body: PostgreSQL text cannot
// hold them, so they would otherwise surface as a 500 from the database on any route that stores or looks up text.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

export const requestHygienePlugin = fp(
  async function requestHygiene(app: FastifyInstance) {
    // After parsing, before validation: params, query and JSON body as the route would see them.
    app.addHook('preValidation', async (request) => {
      if ([request.params, request.query, request.body].some((part) => containsNul(part))) {
        throw new HttpError(400, 'The request contains a NUL character, which is not allowed in any field.');
      }
    });
  },
  { name: 'request-hygiene' },
);
