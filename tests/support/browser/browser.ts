// A server per e2e test file (in the worker's server host, tests/support/browser/e2e-server.ts) and a Chromium per
// worker, shared by the files it runs (launching one costs more than a context, and no state lives in the
// browser itself); Chromium is driven by playwright-core with the flags this machine needs. No storage,
// cookies or session passes from one test to another: the first page a test opens is a kept one, reset
// since the file's last test (tests/support/browser/kept-contexts.ts), and any other lives in a browser context of its
// own that is closed when the test ends. A failed test leaves a screenshot and the console of each of its
// pages in test-results/ and prints where.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject, type TestContext } from 'vitest';
import { WAIT_MS } from '../vitest/waits';
import { HEADLESS_CHROMIUM_FLAGS } from './chromium-flags';
import { type E2eServer, startE2eServer } from './e2e-server';
import { freshTab } from './fresh-tab';
import { canKeep, isKept, keptPage, resetKeptContexts, takeKeptContext } from './kept-contexts';

const browserPath = inject('browserPath');
let server: E2eServer | undefined;

/** This test file's own server (started by setupBrowser). */
export const baseUrl = () => server?.baseUrl ?? '';
/** Its DATA_DIR, where the mail outbox is. */
export const dataDir = () => server?.dataDir ?? '';

/** A block of browser tests: the e2e set-up stops the run when no browser can be had (test-browser.ts). */
export const describeInBrowser = describe;

interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Every console message and page error, in order: saved beside the screenshot when the test fails. */
  console: string[];
}

/** The pages the running test opened; closed (and, on failure, kept as evidence) when it ends. */
const openedThisTest: OpenedPage[] = [];

const RESULTS_DIR = path.resolve(import.meta.dirname, '../../../test-results');
const fileNameOf = (text: string) => text.replace(/[^\w.-]+/g, '-').slice(0, 120);

async function keepEvidence(test: TestContext['task']) {
  const folder = path.join(RESULTS_DIR, fileNameOf(path.basename(test.file?.name ?? 'e2e')));
  await mkdir(folder, { recursive: true });
  for (const [index, opened] of openedThisTest.entries()) {
    const base = path.join(folder, `${fileNameOf(test.name)}-page${index + 1}`);
    const saved: string[] = [];
    if (!opened.page.isClosed()) {
      await opened.page
        .screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 })
        .then(() => saved.push(`${base}.png`))
        .catch(() => {});
    }
    await writeFile(`${base}.console.txt`, `${opened.page.url()}\n\n${opened.console.join('\n')}\n`);
    saved.push(`${base}.console.txt`);
    console.error(`e2e evidence of “${test.name}”: ${saved.join(', ')}`);
  }
}

/**
 * The worker's Chromium. It outlives this module (the test files of a worker load their modules afresh,
 * tests/support/vitest/fresh-app-modules.ts), so it is kept on globalThis; a browser that has gone away is replaced.
 * Playwright closes it when the worker exits.
 */
function workerBrowser(): Promise<Browser> {
  const shared = globalThis as { e2eBrowser?: Promise<Browser> };
  const launch = () => chromium.launch({ executablePath: browserPath, args: HEADLESS_CHROMIUM_FLAGS });
  shared.e2eBrowser = (shared.e2eBrowser ?? launch()).then((browser) =>
    browser.isConnected() ? browser : launch(),
  );
  return shared.e2eBrowser;
}

let fileBrowser: { browser: Browser } | undefined;

/**
 * The worker's Chromium and a server of this file's own, for the whole file. Call it at the file's top
 * level; a second call (two generated path sets in one file) shares the first one's.
 */
export function setupBrowser() {
  if (fileBrowser) return fileBrowser;
  const context = {} as { browser: Browser };
  fileBrowser = context;
  beforeAll(async () => {
    [context.browser, server] = await Promise.all([workerBrowser(), startE2eServer()]);
  });
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    if (failed) await keepEvidence(task);
    const opened = openedThisTest.splice(0).filter(({ context }) => !isKept(context));
    await Promise.all(opened.map(({ context }) => context.close().catch(() => {})));
    await resetKeptContexts(baseUrl(), { failed });
  });
  afterAll(async () => {
    // Nothing the file opened (a path set's shared page too) carries over to the worker's next file.
    const left = context.browser?.contexts() ?? [];
    await Promise.all([...left.map((opened) => opened.close().catch(() => {})), server?.stop()]);
  });
  return context;
}

async function newContext(browser: Browser, viewport: ViewportSize, options: BrowserContextOptions) {
  const context = await browser.newContext({ viewport, ...options });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  return context;
}

/**
 * A page at the given viewport that nothing of another test reaches (nor of another openPage in this
 * test), recording console errors and page errors in `problems`. Closed or reset when the test ends.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportSize = { width: 1280, height: 800 },
  options: BrowserContextOptions = {},
) {
  const create = () => newContext(browser, viewport, options);
  const kept = canKeep(options) ? await takeKeptContext(options.reducedMotion, create) : undefined;
  const context = kept ?? (await create());
  const problems: string[] = [];
  /** Another tab of the same context (its storage shared, as a person's tabs share it), watched the same. */
  async function newTab(): Promise<Page> {
    const page = kept ? await keptPage(kept, viewport, baseUrl()) : await freshTab(context, baseUrl());
    const opened: OpenedPage = { page, context, console: [] };
    openedThisTest.push(opened);
    page.on('console', (message) => {
      opened.console.push(`[${message.type()}] ${message.text()}`);
      // The not-found page comes with status 404, which Chromium logs like a failed resource: not a problem.
      const notFoundPage = message.text().includes('status of 404') && message.location().url === page.url();
      if (message.type() === 'error' && !notFoundPage) problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      opened.console.push(`[pageerror] ${error.message}`);
      problems.push(`page error: ${error.message}`);
    });
    return page;
  }
  const page = await newTab();
  return { page, problems, context, newTab };
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

/**
 * Waits until the page has settled: no request for half a second and the browser idle twice over, so
 * whatever the page does on its own (hydration, idle-time work, a click's effects) has had its turn. For
 * checks that something does NOT happen: they wait for this state, never for a fixed time.
 */
export async function pageSettled(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
  }
}

/**
 * Waits for every running CSS transition and animation on the page to end (a focus ring fading in),
 * finished or cancelled (a cancelled one rejects its `finished`).
 */
export const animationsFinished = (page: Page) =>
  page.evaluate(async () => {
    // Two frames first: the last change has been styled and its transitions have started.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  });

/**
 * Clicks a dialog's button once the dialog has finished coming in: on a busy machine, a click sent while the
 * dialog still moves can land beside its button (on the dialog's text) and do nothing.
 */
export async function clickInDialog(dialog: Locator, name: string) {
  const button = dialog.getByRole('button', { name });
  await button.waitFor();
  await animationsFinished(dialog.page());
  await button.click();
}
