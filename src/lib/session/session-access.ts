// The way to the page's session runtime. The runtime (xstate machines, zod, the auth API) is only needed
// once someone is signed in, so it loads on demand (docs/decisions/0008): when a sign-in is stored, on the
// sign-in page and before a staff page. Components read the running one from current-session.ts.
import type { SessionRuntime } from './current-session';

/** Loads the runtime's code (once) and starts the page's session from storage if it is not running. */
export async function loadSessionRuntime(): Promise<SessionRuntime> {
  const { getSessionRuntime } = await import('./session-runtime');
  return getSessionRuntime();
}
