// The window the DOM tests run in (happy-dom; docs/testing.md#happy-dom): its sizes, and the options vitest
// opens it with. Read by vitest.config.ts and tests/support/dom/web.ts, so both start from the same window.

/** The desktop window every DOM test starts in. */
export const DESKTOP = { width: 1280, height: 800 } as const;
/** A phone's window: below every breakpoint the site's layout changes at. */
export const PHONE = { width: 375, height: 740 } as const;

/** The window's address when it opens: the site's home page. */
export const FIRST_ADDRESS = 'http://localhost:3000/';

/** vitest's `environmentOptions` for happy-dom. */
export const HAPPY_DOM_OPTIONS = {
  happyDOM: {
    ...DESKTOP,
    url: FIRST_ADDRESS,
    // A script the page adds (the islands' entry) is taken as loaded, as a browser would once it came; it is
    // never run here, and an error would make the page behave as if the network had failed.
    settings: { handleDisabledFileLoadingAsSuccess: true },
  },
};
