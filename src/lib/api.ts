// The one HTTP client: base URL from VITE_API_URL (default same origin), bearer token when held, never cookies.
import { ofetch } from 'ofetch';

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
