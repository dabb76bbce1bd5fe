// The staff area's calls: checked like every call (fetchChecked), and every failure becomes a RequestProblem
// with the server's message and field messages, which forms and load errors show.
import type { z } from 'zod';
import { api, fetchChecked } from './api';
import { request } from './request-problem';

/** Query parameters as the address holds them; empty ones are dropped. */
export type Query = Record<string, string | number | boolean | undefined | null>;

/** Drops empty filters, so the query string carries only what narrows the list. */
export function cleanQuery(query: Query): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number | boolean>;
}

export const getChecked = <T extends z.ZodType>(schema: T, path: string, query: Query = {}) =>
  request(() => fetchChecked(schema, path, { query: cleanQuery(query) }));

export const sendChecked = <T extends z.ZodType>(
  schema: T,
  path: string,
  method: 'POST' | 'PUT',
  body?: unknown,
) =>
  request(() =>
    fetchChecked(schema, path, { method, ...(body === undefined ? {} : { body: body as object }) }),
  );

export const sendDelete = (path: string) => request(() => api(path, { method: 'DELETE' }));
