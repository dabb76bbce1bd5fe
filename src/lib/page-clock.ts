// "Now" for what a page shows relative to the time (the NEW badge, the footer's year). A server-rendered
// page carries the time it was rendered on #root, and the browser hydrates with that same time, so the
// first client render matches the server's HTML even when the page was rendered earlier (cache, build).
// That time serves hydration only: once the page is hydrated it ends (endPageTime), every component that
// reads the time through usePageTime renders again with the real clock, and so does every later page.
import { useSyncExternalStore } from 'react';

export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

let fixedNow: Date | undefined;
const listeners = new Set<() => void>();

/** The server sets its render time; the browser the time found on #root before it hydrates. */
export function setPageTime(date: Date | undefined) {
  fixedNow = date && !Number.isNaN(date.getTime()) ? date : undefined;
  for (const listener of listeners) listener();
}

/** After hydration: from now on the page shows the real time. */
export const endPageTime = () => setPageTime(undefined);

export function pageTime(): Date {
  return fixedNow ?? new Date();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** What a render depends on: the fixed time while there is one, the real clock ('live') after. */
const snapshot = () => fixedNow?.getTime() ?? 'live';

/** The page's time for a component: the render time during hydration, the real clock once it ends. */
export function usePageTime(): Date {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return pageTime();
}
