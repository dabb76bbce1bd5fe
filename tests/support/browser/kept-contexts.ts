// Browser contexts that the tests of one e2e file take turns in. A page in a new context costs Chromium far
// more CPU than the same page loaded again in a kept one (a renderer started, the site's files fetched and
// its code compiled again: docs/testing.md#kept-pages), so the first page a test opens with the usual options
// is a page the file's last test left, reset in between: as a returning visitor's browser, with the site's
// files in its cache and nothing else of the last visit (storage, cookies, permissions, routes, listeners,
// other tabs). A context that something was done to that no reset takes back (an init script, a fake clock,
// emulated media…), or whose test failed, is closed instead, and the next test starts a new one.
import type { BrowserContext, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { freshTab, showQuietPage } from './fresh-tab';

/** Methods whose effect outlives the test that calls them: a context they were called on is not kept. */
const LASTING = {
  context: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
    'setOffline',
    'routeFromHAR',
    'routeWebSocket',
  ],
  page: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'setExtraHTTPHeaders',
    'emulateMedia',
    'routeFromHAR',
    'routeWebSocket',
  ],
  clock: ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
};

interface Kept {
  context: BrowserContext;
  /** The pages openPage and newTab gave out, in order; reset and given out again by the next test. */
  pages: Page[];
  /** How many of `pages` the running test has. */
  given: number;
  /** A test has a page of it (a second openPage in the same test gets a context of its own). */
  taken: boolean;
  /** A LASTING method was called: closed at the test's end (as after a failed test), not reset. */
  spoilt: boolean;
}

/** Kept contexts by their reduced-motion preference (the one context option a kept page may differ in). */
const kept = new Map<string, Kept>();

/** Only the viewport (set on the page) and the motion preference (one kept context each) may be asked for. */
export const canKeep = (options: BrowserContextOptions) =>
  Object.keys(options).every((option) => option === 'reducedMotion');

/** Makes every LASTING method of `target` mark `entry` spoilt before it runs. */
function spoilOnUse(target: object, names: string[], entry: Kept) {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const method = methods[name];
    if (typeof method !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      entry.spoilt = true;
      return method.apply(target, args);
    };
  }
}

/**
 * The kept context for this motion preference, made with `create` the first time; undefined when the
 * running test already has a page of it.
 */
export async function takeKeptContext(
  reducedMotion: BrowserContextOptions['reducedMotion'],
  create: () => Promise<BrowserContext>,
): Promise<BrowserContext | undefined> {
  const key = String(reducedMotion ?? 'no-preference');
  let entry = kept.get(key);
  if (entry?.taken) return undefined;
  if (!entry) {
    const context = await create();
    entry = { context, pages: [], given: 0, taken: false, spoilt: false };
    spoilOnUse(context, LASTING.context, entry);
    spoilOnUse(context.clock, LASTING.clock, entry);
    context.on('close', () => kept.delete(key));
    kept.set(key, entry);
  }
  entry.taken = true;
  return entry.context;
}

const entryOf = (context: BrowserContext) => [...kept.values()].find((entry) => entry.context === context);

export const isKept = (context: BrowserContext) => !!entryOf(context);

/**
 * The next page of a kept context for the running test: one the last test left, else a new one (made on the
 * server at `origin`).
 */
export async function keptPage(context: BrowserContext, viewport: ViewportSize, origin: string) {
  const entry = entryOf(context);
  if (!entry) throw new Error('not a kept context');
  entry.pages = entry.pages.filter((page) => !page.isClosed());
  let page = entry.pages[entry.given];
  if (!page) {
    page = await freshTab(context, origin);
    spoilOnUse(page, LASTING.page, entry);
    entry.pages.push(page);
  }
  entry.given++;
  await page.setViewportSize(viewport);
  return page;
}

/**
 * Readies the kept contexts for the file's next test on the server at `origin`, or closes them if their
 * test `failed` or spoilt them; one that cannot be reset is closed too.
 */
export async function resetKeptContexts(origin: string, { failed }: { failed: boolean }) {
  for (const entry of kept.values()) {
    if (!entry.taken) continue;
    entry.taken = false;
    entry.given = 0;
    if (failed || entry.spoilt || !(await reset(entry, origin))) await entry.context.close().catch(() => {});
  }
}

async function reset(entry: Kept, origin: string): Promise<boolean> {
  try {
    // Pages the site opened itself (a link to a new tab) are not given out again.
    const ours = entry.pages.filter((page) => !page.isClosed());
    await Promise.all(
      entry.context
        .pages()
        .filter((page) => !ours.includes(page))
        .map((page) => page.close()),
    );
    entry.pages = ours;
    await entry.context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const page of ours) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.removeAllListeners();
      // Nothing of the site runs (and writes) any more, and the tab keeps its renderer (a blank page would
      // not: the next visit would start another).
      await showQuietPage(page, origin);
    }
    const page = ours[0];
    if (page) {
      // The site's data, as a browser's "clear site data" does: cookies, local and session storage,
      // IndexedDB, caches, service workers. Its HTTP cache stays, as a returning visitor's does.
      const devtools = await entry.context.newCDPSession(page);
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await devtools.detach();
    }
    await entry.context.clearPermissions();
    return true;
  } catch {
    return false;
  }
}
