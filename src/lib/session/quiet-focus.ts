// Focus the app moves itself (into the inactivity warning, and back out of it) is not a person's activity:
// the inactivity watcher's focus listener asks here whether the focus it heard was such a move.

/** The inactivity warning's element: pointing and choosing inside it are answered by its own buttons. */
export const INACTIVITY_WARNING_SELECTOR = '[data-inactivity-warning]';

let moving = false;

/** Focuses `element` without the move counting as activity (docs/requirements.md#inactivity). */
export function focusWithoutActivity(element: HTMLElement | null | undefined) {
  if (!element) return;
  moving = true;
  try {
    element.focus({ preventScroll: true });
  } finally {
    moving = false;
  }
}

/** True while focusWithoutActivity moves focus (focus events fire synchronously within it). */
export const isQuietFocusMove = () => moving;
