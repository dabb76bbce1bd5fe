// Browser: work that a visitor's first sign of life starts (the page's stylesheets applied, an island woken)
// waits until a press in progress is over (decision 0073). A tap is a press and a lift, and the click comes
// with the lift: a task that lands between them, after the press's own frame is painted, delays the click's
// answer. One flag, cleared by any lift or cancel: a lift this page never hears of would otherwise hold that
// work for good. A press begun before this module was loaded is not known here.

let pressing = false;
let waiting: (() => void)[] = [];

function lifted() {
  pressing = false;
  for (const resolve of waiting) resolve();
  waiting = [];
}

if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', () => (pressing = true), options);
  window.addEventListener('pointerup', lifted, options);
  window.addEventListener('pointercancel', lifted, options);
}

/** Settles at once when no pointer is pressed, else when a pressed one is lifted or cancelled. */
export function pressOver(): Promise<void> {
  if (!pressing) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
