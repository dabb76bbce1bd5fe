// Admin API calls: every answer is checked against its contract (a wrong shape is a failed load, never a
// broken page), and every failure becomes a RequestProblem with the server's message and field messages.
import type { z } from 'zod';
import { api } from './api.ts';
import { request } from './request-problem.ts';

/** Query parameters as the address holds them; empty ones are dropped. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** Drops empty filters, so the query string carries only what narrows the list. */
export function cleanQuery(query: Query): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number | boolean>;
}

export function getChecked<T extends z.ZodType>(schema: T, path: string, query: Query = {}) {
  return request(async () => schema.parse(await api(path, { query: cleanQuery(query) })) as z.output<T>);
}

export function sendChecked<T extends z.ZodType>(
  schema: T,
  path: string,
  method: 'POST' | 'PUT',
  body?: unknown,
) {
  return request(
    async () =>
      schema.parse(
        await api(path, { method, ...(body === undefined ? {} : { body: body as object }) }),
      ) as z.output<T>,
  );
}

export function sendDelete(path: string) {
  return request(() => api(path, { method: 'DELETE' }));
}
