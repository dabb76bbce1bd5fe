// The e2e tests' Chromium (scripts/lib/chromium-flags.ts): it keeps off every feature Playwright turns off,
// and a new window loads nothing beside the test's page (the address bar's popups stay unloaded).
import { type Browser, chromium } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { E2E_CHROMIUM_FLAGS, HEADLESS_CHROMIUM_FLAGS } from '../../scripts/lib/chromium-flags';
import { describeInBrowser } from '../setup/browser';

const browserPath = inject('browserPath');
const launched: Browser[] = [];
const launch = async (args: string[]) => {
  const browser = await chromium.launch({ executablePath: browserPath, args });
  launched.push(browser);
  return browser;
};
afterAll(() => Promise.all(launched.map((browser) => browser.close())));

/** Opens a window with one page of the test's; resolves when the page has loaded. */
async function openWindow(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('data:text/html,<h1>A test page</h1>');
}

/** The pages of the browser's own UI (WebUI) it has open. */
async function browserUiPages(browser: Browser) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
}

describeInBrowser('the e2e tests’ Chromium', () => {
  it('keeps off every feature Playwright turns off, though only its last --disable-features counts', async () => {
    const page = await (await (await launch(E2E_CHROMIUM_FLAGS)).newContext()).newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
      (match[1] ?? '').split(','),
    );
    expect(lists.length).toBeGreaterThan(1);
    const last = lists.at(-1) ?? [];
    for (const list of lists) expect(list.filter((feature) => !last.includes(feature))).toEqual([]);
  });

  it('loads no page of the address bar with a new window (as it does without these flags)', async () => {
    // Without the flags the popups load with the window: timed here, so that the check below can fail.
    const plain = await launch(HEADLESS_CHROMIUM_FLAGS);
    const opened = Date.now();
    await openWindow(plain);
    await expect.poll(() => browserUiPages(plain)).not.toEqual([]);
    const loadedWithin = Date.now() - opened;

    const ours = await launch(E2E_CHROMIUM_FLAGS);
    await openWindow(ours);
    await new Promise((resolve) => setTimeout(resolve, 2 * loadedWithin));
    expect(await browserUiPages(ours)).toEqual([]);
  });
});
