// The page's running session, for components to read and subscribe to without loading its code:
// session-runtime.ts reports here whenever it starts, stops or is replaced; session-access.ts loads it.
import type { Actor } from 'xstate';
import type { inactivityMachine } from '#machines/inactivity.machine.ts';
import type { keepAliveMachine } from '#machines/keep-alive.machine.ts';
import type { sessionMachine } from '#machines/session.machine.ts';

/** The page's session: its machines, and the menus logout closes. */
export interface SessionRuntime {
  session: Actor<typeof sessionMachine>;
  inactivity: Actor<typeof inactivityMachine>;
  keepAlive: Actor<typeof keepAliveMachine>;
  /** The inactivity check's interval: the required 30 s unless a test runtime shortened it. */
  checkIntervalMs?: number;
  /** Menus register how to close themselves; logout closes them (docs/requirements.md#logout). Returns the
   * unregister. */
  registerMenu: (close: () => void) => () => void;
  stop: () => void;
}

let current: SessionRuntime | undefined;
const listeners = new Set<() => void>();

/** Called by session-runtime.ts whenever the page's runtime starts, stops or is replaced. */
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
