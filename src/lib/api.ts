// The one HTTP client: base URL from VITE_API_URL (default same origin), bearer token when held, never cookies.
import { FetchError, type FetchOptions, ofetch } from 'ofetch';
import type { z } from 'zod';

type Fetch = typeof globalThis.fetch;

// The page renderer on the server answers the same calls in-process (no network): it swaps this in.
let fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init);

/** For server rendering: where the API calls go instead of the network. */
export function setApiFetch(fetch: Fetch) {
  fetchImpl = fetch;
}

export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

interface ApiHooks {
  /** The token to send, or null to send no authorization. */
  getToken: () => string | null;
  /** Called on 401/403 from any call except POST to the authenticate path, while a token is held. */
  onAuthRejected: () => void;
}

const hooks: ApiHooks = { getToken: () => null, onAuthRejected: () => {} };

/** The session wires itself in here; the client stays free of any session logic. */
export function configureApi(next: Partial<ApiHooks>) {
  Object.assign(hooks, next);
}

export function isAuthenticateCall(method: string | undefined, url: string): boolean {
  return (
    (method ?? 'GET').toUpperCase() === 'POST' &&
    new URL(url, 'http://x').pathname.endsWith('/auth/authenticate')
  );
}

export const api = ofetch.create(
  {
    baseURL: API_BASE_URL || undefined,
    credentials: 'omit',
    retry: 0,
    onRequest({ options }) {
      const token = hooks.getToken();
      const headers = new Headers(options.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      options.headers = headers;
    },
    onResponseError({ request, options, response }) {
      const url = typeof request === 'string' ? request : request.url;
      if (
        (response.status === 401 || response.status === 403) &&
        hooks.getToken() &&
        !isAuthenticateCall(options.method, url)
      ) {
        hooks.onAuthRejected();
      }
    },
  },
  { fetch: (input, init) => fetchImpl(input, init) },
);

/** The HTTP status of a failed call; undefined when no answer came (offline, dropped connection). */
export const httpStatus = (error: unknown): number | undefined =>
  error instanceof FetchError ? error.status : undefined;

/** A contract's schema, or a loader for it: public pages load zod with their first call (decision 0010). */
export type SchemaSource<T extends z.ZodType> = T | (() => Promise<T>);

/**
 * The one checked call: its answer is parsed with the contract's schema, so a wrong shape is a failed call,
 * never a broken page. The tolerant reads of docs/requirements.md#field-alternatives
 * (src/features/recruiter/recruiter-api.ts) are the one documented exception.
 */
export async function fetchChecked<T extends z.ZodType>(
  schema: SchemaSource<T>,
  path: string,
  options: FetchOptions<'json'> = {},
): Promise<z.output<T>> {
  const [checker, body] = await Promise.all([
    typeof schema === 'function' ? schema() : schema,
    api(path, options),
  ]);
  return checker.parse(body) as z.output<T>;
}
