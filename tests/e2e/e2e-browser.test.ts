// The e2e tests' browser (docs/testing.md#headless-shell): Debian's headless shell of Chromium. It starts
// nothing that no test needs, and the tabs the tests get (tests/support/browser/fresh-tab.ts) have seen no
// pointer event that nobody made.
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { baseUrl, describeInBrowser, openPage, pageSettled, setupBrowser } from '../support/browser/browser';
import { HEADLESS_CHROMIUM_FLAGS } from '../support/browser/chromium-flags';

const ctx = setupBrowser();
const launched: Browser[] = [];
afterAll(() => Promise.all(launched.map((browser) => browser.close())));

/** Notes every pointer event the page's documents receive, from their start. */
const notePointerEvents = (context: BrowserContext) =>
  context.addInitScript(() => {
    const noted: string[] = [];
    Object.assign(window, { notedPointerEvents: noted });
    for (const type of ['pointerover', 'pointermove', 'pointerdown'])
      addEventListener(
        type,
        (event) => {
          const { pointerType, clientX, clientY } = event as PointerEvent;
          noted.push(`${type} ${pointerType} ${clientX},${clientY}`);
        },
        true,
      );
  });
const notedPointerEvents = (context: BrowserContext) =>
  Promise.all(
    context
      .pages()
      .map((page) =>
        page.evaluate(() => (window as unknown as { notedPointerEvents: string[] }).notedPointerEvents),
      ),
  );

describeInBrowser('the e2e tests’ browser', () => {
  it('opens no page of its own with a window, and one renderer serves a context’s pages', async () => {
    const browser = await chromium.launch({
      executablePath: inject('browserPath'),
      args: HEADLESS_CHROMIUM_FLAGS,
    });
    launched.push(browser);
    const devtools = await browser.newBrowserCDPSession();
    for (let n = 0; n < 3; n++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<h1>One</h1>');
      await page.goto('data:text/html,<h1>Two</h1>');
      const { targetInfos } = await devtools.send('Target.getTargets');
      // The full Chromium loads its address bar's popups (WebUI pages) with every window, and warms a spare
      // renderer for a next page (docs/testing.md#headless-shell).
      expect(targetInfos.map((target) => target.type)).toEqual(['page']);
      const { processInfo } = await devtools.send('SystemInfo.getProcessInfo');
      expect(processInfo.filter((process) => process.type === 'renderer')).toHaveLength(1);
      await context.close();
    }
  });

  it('sends a tab’s first document a pointer event from nobody, which the tabs the tests get have behind them', async () => {
    for (const options of [{}, { hasTouch: true, isMobile: true }]) {
      const { page, context } = await openPage(ctx.browser, { width: 412, height: 823 }, options);
      await notePointerEvents(context);
      await page.goto(`${baseUrl()}/contact-us`);
      await pageSettled(page);
      expect(await notedPointerEvents(context)).toEqual([[]]);

      // Why: a tab's first document, opened as the site opens a link in a new tab.
      const opened = await context.newPage();
      await opened.goto(`${baseUrl()}/contact-us`);
      await pageSettled(opened);
      const [, openedNoted = []] = await notedPointerEvents(context);
      expect(openedNoted.length).toBeGreaterThan(0);
      expect(openedNoted.every((event) => event.endsWith(' mouse 0,0'))).toBe(true);
    }
  });
});
