// jsdom lacks a few browser APIs Mantine relies on; testing-library cleans up after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { WAIT_MS } from './waits';

afterEach(() => cleanup());
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

if (!window.matchMedia || !('mediaQueryShim' in window)) {
  Object.assign(window, { mediaQueryShim: true });
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
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
