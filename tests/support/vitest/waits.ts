// The one wait every test uses, set here only: how long a test waits for the state a user (or a client)
// would see (a page loaded, a URL, a heading, a role, a row written, a polled condition) before it fails.
// Generous, because the machines that run the suite are shared and sometimes busy; a test that passes
// never waits it out. Used by vitest.config.ts (expect.poll), tests/support/browser/browser.ts (Playwright) and
// tests/support/dom/web.ts (testing-library's waitFor and findBy).
export const WAIT_MS = 30_000;
/** A browser test may wait several times; this bounds the whole test. */
export const E2E_TEST_TIMEOUT_MS = 4 * WAIT_MS;
