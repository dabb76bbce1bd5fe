// jsdom lacks a few browser APIs Mantine relies on; testing-library cleans up after each test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT_MS } from './waits';

afterEach(() => cleanup());
// Test files share their worker's window (isolate: false, vitest.config.ts): each starts from an empty
// document, as it would alone, with nothing an earlier file left in the head, focused or queued.
document.head.replaceChildren();
document.body.replaceChildren();
// Mantine keeps its toasts in a store of the package's own, which stays loaded from file to file.
notifications.clean();
notifications.cleanQueue();
// findBy… and waitFor wait as long as every other test does (tests/setup/waits.ts).
configure({ asyncUtilTimeout: WAIT_MS });

let reducedMotion = false;

/** Makes `(prefers-reduced-motion: reduce)` match, as for a visitor who asked for less motion. */
export function preferReducedMotion(prefer = true) {
  reducedMotion = prefer;
}

afterEach(() => {
  reducedMotion = false;
});

// Installed again for every test file: where files share a worker's window (isolate: false), the shim must
// read this file's `reducedMotion`, which preferReducedMotion sets, not the first file's.
window.matchMedia = (query: string) =>
  ({
    matches: reducedMotion && /prefers-reduced-motion:\s*reduce/.test(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
