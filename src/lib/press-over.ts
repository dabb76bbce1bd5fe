// Browser: work that a visitor's first sign of life starts (the page's stylesheets applied, an island woken)
// waits until a press in progress is over (decision 0073). A tap is a press and a lift, and the click comes
// after the lift: on a touch screen the browser makes it from the lift as an input of its own, so on a busy
// phone a frame can be painted between the lift and the click, and work let go at the lift delays the click's
// answer. So a press is over at the click that follows its lift, or a moment after a lift no click follows
// (the finger slid off what it pressed), or at once on a cancel (a scroll took the press over). One flag,
// cleared by any of them: a lift this page never hears of would otherwise hold that work for good. A press
// begun before this module was loaded is not known here.

/** How long after a lift its click may come: a fallback for a lift that makes none, not a delay. */
export const CLICK_AFTER_LIFT_MS = 500;

let pressing = false;
let waiting: (() => void)[] = [];
let clickDue: ReturnType<typeof setTimeout> | undefined;

function over() {
  pressing = false;
  clearTimeout(clickDue);
  clickDue = undefined;
  for (const resolve of waiting) resolve();
  waiting = [];
}

if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (pressing = true), options);
  window.addEventListener(
    'pointerup',
    () => {
      if (pressing) clickDue ??= setTimeout(over, CLICK_AFTER_LIFT_MS);
    },
    options,
  );
  window.addEventListener('click', () => pressing && over(), options);
  window.addEventListener('pointercancel', over, options);
}

/** Settles at once when no pointer is pressed, else at the click that follows its lift, or on a cancel. */
export function pressOver(): Promise<void> {
  if (!pressing) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
