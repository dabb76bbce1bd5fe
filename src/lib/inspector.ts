// The Stately inspector in development only: with ?inspect in the address or VITE_INSPECT=1 every app
// actor reports to it. Browsers block a window opened without a click, so the inspector is not opened at
// page load: a small "Open the Stately inspector" button opens it, and it then replays what the actors did
// before. In production builds import.meta.env.DEV is false, so this code, the button and the
// @statelyai/inspect import are removed from the bundle (tests/e2e/bundle.test.ts checks).
import type { InspectionEvent, Observer } from 'xstate';

type InspectObserver = Observer<InspectionEvent>;

/** Events kept until the inspector window connects, then replayed: a page's worth of clicking. */
const EVENTS_KEPT_UNTIL_OPENED = 2000;

function inspectionWanted(): boolean {
  if (!import.meta.env.DEV || typeof window === 'undefined') return false;
  return import.meta.env.VITE_INSPECT === '1' || new URLSearchParams(window.location.search).has('inspect');
}

function createDevInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!import.meta.env.DEV || !inspectionWanted()) return undefined;
  // Events that arrive before the inspector's code has loaded are kept and passed on.
  const pending: InspectionEvent[] = [];
  let target: InspectObserver | undefined;
  void Promise.all([import('@statelyai/inspect'), import('./inspector-button')]).then(
    ([{ createBrowserInspector }, { showInspectorButton }]) => {
      const inspector = createBrowserInspector({
        autoStart: false,
        maxDeferredEvents: EVENTS_KEPT_UNTIL_OPENED,
      });
      target = inspector.inspect;
      for (const event of pending.splice(0)) target.next?.(event);
      showInspectorButton(() => {
        const opened = inspector.adapter.targetWindow;
        // Called from the click itself, so the browser lets the window open.
        if (opened && !opened.closed) opened.focus();
        else inspector.start();
      });
    },
  );
  return (event) => (target ? target.next?.(event) : pending.push(event));
}

/** Pass as `inspect` to every app actor; undefined (no inspection) unless asked for in development. */
export const inspect = createDevInspector();
