// The browser entry of the public pages the server draws as islands (decision 0017), 1.4 KB: it loads the
// islands' runtime (React, Mantine's context: islands/islands-runtime.tsx) only once the page has loaded
// and been painted, so nothing of the first paint waits for script or shares the network and the main
// thread with it. A click, tap or key that comes first loads it at once; a click on an island or on a link
// of the site is held and made again once the runtime is there.
import '#src/lib/zod-jitless.ts';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

let held: HTMLElement | undefined;
let started = false;
/** The first element pressed (a disabled field takes no focus until its island is live). */
let pressed: EventTarget | null = null;
let notePresent: () => void = () => {};
/** The visitor's first sign of life: islands that wait for one (island-registry.ts) go live then. */
const visitorPresent = new Promise<void>((resolve) => {
  notePresent = resolve;
});

function run(event?: Event) {
  if (event?.type === 'pointerdown') pressed = event.target;
  if (started) return;
  started = true;
  void import('#src/islands/islands-runtime.tsx').then(
    ({ runIslands }) => {
      document.removeEventListener('click', holdClick, true);
      runIslands(container as HTMLElement, { visitorPresent, pressed });
      held?.click();
    },
    (error: unknown) => {
      console.error('The page’s scripts could not be loaded:', error);
      // A held link is followed the plain way.
      if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
    },
  );
}

/** A click before the runtime: held when the runtime would handle it (an island, a link of the site). */
function holdClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const wanted = target?.closest('[data-island], a[href^="/"], a[href^="#"]');
  if (!(wanted instanceof HTMLElement) || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  event.stopPropagation();
  held = target instanceof HTMLElement ? target : wanted;
  run();
}

document.addEventListener('click', holdClick, true);
for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const) {
  document.addEventListener(type, run, { capture: true, once: true, passive: true });
}
for (const type of ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll']) {
  document.addEventListener(type, () => notePresent(), { capture: true, once: true, passive: true });
}
// Once the page has loaded (its images too, the largest paint among them), after the next frame is painted:
// a frame callback runs just before it, a task after it. Islands that go live on idle wait for this anyway.
const afterPaint = () => requestAnimationFrame(() => setTimeout(run, 0));
if (document.readyState === 'complete') afterPaint();
else window.addEventListener('load', afterPaint, { once: true });
