// The Chromium driver of the generated path tests: the same test model and the same walker (its actions
// and per-state assertions written against a Screen) as the happy-dom walk, on the built site and its real
// server. One page serves every path of a machine (the walker's open() brings it back to the start); its
// clock is Playwright's page.clock, so delays of minutes pass in milliseconds.
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { baseUrl, describeInBrowser, setupBrowser } from '../browser/browser';
import { freshTab } from '../browser/fresh-tab';
import { WAIT_MS } from '../vitest/waits';
import { generatePaths } from './path-generation';
import { expectUiCoverage } from './path-harness';
import type { PathModel, UiWalker } from './path-model';
import type { Screen } from './screen';
import { uiPathsOf } from './ui-paths';
import { walkUi } from './ui-walk';

/** A walker for Chromium: its handle has a Screen, and open() starts each path on the shared page. */
export type BrowserWalker<M extends AnyStateMachine, TUi extends { screen: Screen }> = Omit<
  UiWalker<M, TUi>,
  'render'
> & {
  open: (page: Page) => Promise<TUi>;
  /**
   * Calls of the page that the walk holds or fails at the network while a path walks. Routed only once
   * open() has the path's page up, and taken off before the next path loads its page: while a page has a
   * route, Playwright turns its HTTP cache off and stops every request it makes (each script and
   * stylesheet of a page load) at the test.
   */
  routes?: { url: (url: URL) => boolean; handler: (route: Route) => unknown }[];
  /**
   * The page makes a call the walk holds as it loads (its machine's first state reads something): the routes
   * are in place before open() loads the page, or that call may go out before them and reach the server.
   * The page then loads without the HTTP cache. @default false
   */
  routeFromLoad?: boolean;
  /** The page's size. @default 1280 × 800 */
  viewport?: { width: number; height: number };
};

export function describeBrowserPaths<M extends AnyStateMachine, TUi extends { screen: Screen }>(
  name: string,
  model: PathModel<M, unknown>,
  walker: BrowserWalker<M, TUi>,
) {
  const withWalker = { ...model, ui: walker as unknown as UiWalker<M, unknown> };
  const paths = uiPathsOf(withWalker, generatePaths(model));

  // At the file's level, so that every path set of the file shares one browser and one server.
  const browser = setupBrowser();
  describeInBrowser(`${name} (generated paths, Chromium)`, () => {
    const shared = {} as { context: BrowserContext; page: Page; console: string[] };
    beforeAll(async () => {
      shared.context = await browser.browser.newContext({
        viewport: walker.viewport ?? { width: 1280, height: 800 },
      });
      shared.context.setDefaultTimeout(WAIT_MS);
      shared.page = await freshTab(shared.context, baseUrl());
      shared.console = [];
      shared.page.on('console', (message) => shared.console.push(`[${message.type()}] ${message.text()}`));
      shared.page.on('pageerror', (error) => shared.console.push(`[pageerror] ${error.message}`));
      await shared.page.clock.install();
    });
    afterEach(({ task }) => {
      if (task.result?.state === 'fail')
        console.error(`${task.name}: the page said\n${shared.console.join('\n')}`);
      shared.console.length = 0;
    });
    afterAll(async () => {
      // The app may be loading a page as the last path ends (a logout sends the person home with a full
      // load); Chromium can then leave the page's close unanswered and the file waits out its hook timeout.
      // A blank page first: its navigation waits out the app's, or is cut short by it, and the page is quiet.
      await shared.page?.goto('about:blank').catch(() => {});
      await shared.context?.close();
    });

    const route = async () => {
      for (const { url, handler } of walker.routes ?? []) await shared.page.route(url, handler);
    };
    /** The path's page, loaded with no route in place (unless routeFromLoad); then the walk's routes. */
    const openPath = async () => {
      await shared.page.unrouteAll({ behavior: 'ignoreErrors' });
      if (walker.routeFromLoad) await route();
      const ui = await walker.open(shared.page);
      if (!walker.routeFromLoad) await route();
      return ui;
    };
    it.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) =>
      walkUi(withWalker, { ...withWalker.ui, render: openPath }, path),
    );

    it('covers every state, transition, guard outcome and situation a person can reach', () =>
      expectUiCoverage(name, 'chromium', withWalker, paths));
  });
}

/**
 * The page's clock stops where the page's time now is (it may have moved ahead of the real time on an
 * earlier path); the margin covers the moment until the pause arrives.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
