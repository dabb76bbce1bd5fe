// The Stately inspector in development only: with ?inspect in the address or VITE_INSPECT=1 every app
// actor reports to it. In production builds import.meta.env.DEV is false, so this code and the
// @statelyai/inspect import are removed from the bundle.
import type { InspectionEvent, Observer } from 'xstate';

type InspectObserver = Observer<InspectionEvent>;

function inspectionWanted(): boolean {
  if (!import.meta.env.DEV || typeof window === 'undefined') return false;
  return import.meta.env.VITE_INSPECT === '1' || new URLSearchParams(window.location.search).has('inspect');
}

function createDevInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!import.meta.env.DEV || !inspectionWanted()) return undefined;
  // Events that arrive before the inspector has loaded are kept and replayed.
  const pending: InspectionEvent[] = [];
  let target: InspectObserver | undefined;
  import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    target = createBrowserInspector().inspect;
    for (const event of pending.splice(0)) target.next?.(event);
  });
  return (event) => (target ? target.next?.(event) : pending.push(event));
}

/** Pass as `inspect` to every app actor; undefined (no inspection) unless asked for in development. */
export const inspect = createDevInspector();
