// The way to the page's session runtime without loading it. The runtime (xstate machines, zod, the auth
// API) is only needed once someone is signed in, so it loads on demand (docs/decisions/0008): when a sign-in is
// stored, on the sign-in page and before a staff page. Components read the current one from here.
import type { SessionRuntime } from './session-runtime';

let current: SessionRuntime | undefined;
const listeners = new Set<() => void>();

/** session-runtime.ts reports here whenever the page's runtime starts, stops or is replaced. */
export function setCurrentSessionRuntime(runtime: SessionRuntime | undefined) {
  current = runtime;
  for (const listener of listeners) listener();
}

/** The running session, or undefined while it has not been needed yet. */
export const currentSessionRuntime = (): SessionRuntime | undefined => current;

export function subscribeSessionRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the runtime's code (once) and starts the page's session from storage if it is not running. */
export async function loadSessionRuntime(): Promise<SessionRuntime> {
  const { getSessionRuntime } = await import('./session-runtime');
  return getSessionRuntime();
}
