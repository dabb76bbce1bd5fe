// The one wait every browser test uses, set here only: how long a test waits for the state a user would
// see (a page loaded, a URL, a heading, a role, a polled condition) before it fails. Generous, because
// the machines that run the suite are shared and sometimes busy; a test that passes never waits it out.
export const E2E_WAIT_MS = 30_000;
/** A browser test may wait several times; this bounds the whole test. */
export const E2E_TEST_TIMEOUT_MS = 4 * E2E_WAIT_MS;
