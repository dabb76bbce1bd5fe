// "Now" for what a page shows relative to the time (the NEW badge, the footer's year). A server-rendered
// page carries the time it was rendered on #root, and the browser hydrates with that same time, so the
// first client render matches the server's HTML even when the page was rendered earlier (cache, build).
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

let fixedNow: Date | undefined;

/** The server sets its render time; the browser the time found on #root before it hydrates. */
export function setPageTime(date: Date | undefined) {
  fixedNow = date && !Number.isNaN(date.getTime()) ? date : undefined;
}

export function pageTime(): Date {
  return fixedNow ?? new Date();
}
