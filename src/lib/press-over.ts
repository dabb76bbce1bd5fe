// Browser: work that a visitor's first sign of life starts (the page's stylesheets applied, an island woken)
// waits until a press in progress is over. A tap is a press and a lift, and the click comes with the lift: a
// task that lands between them, after the press's own frame is painted, delays the click's answer. A press
// begun before this module was loaded is not known here.

const pressed = new Set<number>();
let waiting: (() => void)[] = [];

function lifted(event: PointerEvent) {
  pressed.delete(event.pointerId);
  if (pressed.size > 0) return;
  for (const resolve of waiting) resolve();
  waiting = [];
}

if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true };
  window.addEventListener('pointerdown', (event) => pressed.add(event.pointerId), options);
  window.addEventListener('pointerup', lifted, options);
  window.addEventListener('pointercancel', lifted, options);
}

/** Settles at once when no pointer is pressed, else when the last one pressed is lifted or cancelled. */
export function pressOver(): Promise<void> {
  if (pressed.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
