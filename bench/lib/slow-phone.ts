// A mid-range phone in headless Chromium, as the browser benchmarks load the public pages (bench:page-load,
// bench:form-typing): Lighthouse's phone (a Moto G Power) with its CPU slowed as Lighthouse's mobile profile does.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Lighthouse's mobile slow-down, at which issue 59's budgets are set. */
export const PHONE_SLOWDOWN = 4;
/** What a mid-range phone draws. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** Event Timing reports nothing faster than this; a run without an entry is counted as this figure. */
export const SMALLEST_REPORTED_MS = 16;

/** A fresh phone's page, its CPU slowed by `cpuRate`, with `observe` run in every document before its own scripts. */
export async function phonePage(
  browser: Browser,
  cpuRate: number,
  observe: () => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.addInitScript(observe);
  return { context, page };
}
