// A Chromium and a server per e2e test file; Chromium is driven by playwright-core with the flags this machine needs.
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { HEADLESS_CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags';
import { type E2eServer, startE2eServer } from './e2e-server';

const browserPath = inject('browserPath');
let server: E2eServer | undefined;

/** This test file's own server (started by setupBrowser). */
export const baseUrl = () => server?.baseUrl ?? '';
/** Its DATA_DIR, where the mail outbox is. */
export const dataDir = () => server?.dataDir ?? '';

/** describe() when a browser exists; otherwise the block is reported as skipped, never as passed. */
export const describeInBrowser = browserPath ? describe : describe.skip;

/** A Chromium and a server of this file's own, for the whole file. */
export function setupBrowser() {
  const context = {} as { browser: Browser };
  beforeAll(async () => {
    if (!browserPath) return;
    [context.browser, server] = await Promise.all([
      chromium.launch({ executablePath: browserPath, args: HEADLESS_CHROMIUM_FLAGS }),
      startE2eServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([context.browser?.close(), server?.stop()]);
  });
  return context;
}

/** A fresh page at the given viewport that records console errors and failed requests. */
export async function openPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  page.on('console', (message) => {
    // The not-found page comes with status 404, which Chromium logs like a failed resource: not a problem.
    const notFoundPage = message.text().includes('status of 404') && message.location().url === page.url();
    if (message.type() === 'error' && !notFoundPage) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems } as { page: Page; problems: string[] };
}

/** Signs in through /admin/login as a demo account and waits for the staff area. */
export async function signInAs(
  page: Page,
  username: 'admin' | 'recruiter' | 'employee',
  password = 'MeeraDemo#2026',
) {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
}

/** Calls the API from the page with the signed-in person's token, as the SPA does. */
export function apiFromPage<T>(page: Page, path: string, method = 'GET'): Promise<T> {
  return page.evaluate(
    async ({ path, method }) => {
      const persisted = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { auth?: string };
      const token = persisted.auth ? (JSON.parse(persisted.auth) as { token?: string }).token : undefined;
      const res = await fetch(path, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return res.json();
    },
    { path, method },
  ) as Promise<T>;
}
