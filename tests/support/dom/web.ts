// The DOM tests' window (happy-dom, tests/support/dom/dom-window.ts): each test starts in motion in a desktop
// window, with an empty document; testing-library cleans up after each test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './animation-frames';
import { WAIT_MS } from '../vitest/waits';
import { DESKTOP, FIRST_ADDRESS } from './dom-window';

afterEach(() => cleanup());
// Test files share their worker's window (isolate: false, vitest.config.ts): each starts from an empty
// document, as it would alone, with nothing an earlier file left in the head, focused or queued.
document.head.replaceChildren();
document.body.replaceChildren();
// Mantine keeps its toasts in a store of the package's own, which stays loaded from file to file.
notifications.clean();
notifications.cleanQueue();
// findBy… and waitFor wait as long as every other test does (tests/support/vitest/waits.ts).
configure({ asyncUtilTimeout: WAIT_MS });

/** happy-dom's own controls of the page. */
interface HappyDomPage {
  settings: { device: { prefersReducedMotion: 'reduce' | 'no-preference' } };
  setViewport(viewport: { width: number; height: number }): void;
  setURL(url: string): void;
}
const happyDom = (window as unknown as { happyDOM: HappyDomPage }).happyDOM;

/** Makes `(prefers-reduced-motion: reduce)` match, as for a visitor who asked for less motion. */
export function preferReducedMotion(prefer = true) {
  happyDom.settings.device.prefersReducedMotion = prefer ? 'reduce' : 'no-preference';
}

/** Resizes the window (media queries and `resize` listeners follow), as turning a phone or a window would. */
export function resizeWindow(viewport: { width: number; height: number }) {
  happyDom.setViewport(viewport);
}

/** Every test starts in motion in the desktop window at its first address (a router on the browser's history
 * moves it, and same-page links read it), whatever the last test (or file: files share their worker's window,
 * isolate: false) asked for or navigated to. */
function resetWindow() {
  preferReducedMotion(false);
  resizeWindow(DESKTOP);
  if (window.location.href !== FIRST_ADDRESS) happyDom.setURL(FIRST_ADDRESS);
}
resetWindow();
afterEach(resetWindow);
