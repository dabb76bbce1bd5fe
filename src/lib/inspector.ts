// The Stately inspector in development only: with ?inspect in the address or VITE_INSPECT=1 every app
// actor reports to it. Browsers block a window opened without a click, so the inspector is not opened at
// page load: a small "Open the Stately inspector" button opens it, and it then replays what the actors did
// before. In production builds import.meta.env.DEV is false, so this code, the button, the masking and the
// @statelyai/inspect import are removed from the bundle (tests/e2e/bundle.test.ts checks).
//
// Personal data is masked (docs/decisions/0016-inspector-masks-personal-data.md): the actors carry
// usernames, display names, the password typed into sign-in, the session's token and applicants' notes,
// and the inspector is a window of another origin (stately.ai) that gets them by postMessage, on screens
// that are shared and recorded. `?inspect` and VITE_INSPECT=1 show states, events and the shape of the
// data with those values masked (inspection-mask.ts, the library's `serialize` option); `?inspect=full`
// shows everything, for a developer debugging their own local data.
import type { InspectionEvent, Observer } from 'xstate';
import type { InspectionMode } from './inspection-mask';

type InspectObserver = Observer<InspectionEvent>;

/** Events kept until the inspector window connects, then replayed: a page's worth of clicking. */
const EVENTS_KEPT_UNTIL_OPENED = 2000;

/**
 * How the page at `search` is inspected: `full` with ?inspect=full, `masked` with any other ?inspect or
 * VITE_INSPECT=1, undefined (not at all) otherwise.
 */
export function inspectionMode(
  search: string,
  viteInspect: string | undefined = import.meta.env.VITE_INSPECT,
): InspectionMode | undefined {
  const asked = new URLSearchParams(search).get('inspect');
  if (asked?.toLowerCase() === 'full') return 'full';
  return asked !== null || viteInspect === '1' ? 'masked' : undefined;
}

function createDevInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined;
  const mode = inspectionMode(window.location.search);
  if (!mode) return undefined;
  // Events that arrive before the inspector's code has loaded are kept and passed on.
  const pending: InspectionEvent[] = [];
  let target: InspectObserver | undefined;
  void Promise.all([
    import('@statelyai/inspect'),
    import('./inspector-button'),
    import('./inspection-mask'),
  ]).then(([{ createBrowserInspector }, { showInspectorButton }, { maskingOptions }]) => {
    const inspector = createBrowserInspector({
      autoStart: false,
      maxDeferredEvents: EVENTS_KEPT_UNTIL_OPENED,
      ...maskingOptions(mode),
    });
    if (mode === 'masked') {
      console.info('Stately inspector: personal data is masked; open the page with ?inspect=full to see it.');
    }
    target = inspector.inspect;
    for (const event of pending.splice(0)) target.next?.(event);
    showInspectorButton(() => {
      const opened = inspector.adapter.targetWindow;
      // Called from the click itself, so the browser lets the window open.
      if (opened && !opened.closed) opened.focus();
      else inspector.start();
    });
  });
  return (event) => (target ? target.next?.(event) : pending.push(event));
}

/** Pass as `inspect` to every app actor; undefined (no inspection) unless asked for in development. */
export const inspect = createDevInspector();
