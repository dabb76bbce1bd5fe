// Below the first screen, parts of a page are drawn when they near the window (decision 0071): until then the
// browser skips their style, layout and paint. A visitor must not notice: what they scroll or Tab to is drawn, in
// its place, and answers a tap; a screen reader and axe read it all. The footer's logo is fetched only then.
import { chromium, type Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { seriousAxeViolations } from '../support/browser/axe';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';
import { HEADLESS_CHROMIUM_FLAGS } from '../support/browser/chromium-flags';

const ctx = setupBrowser();
const PHONE = { width: 412, height: 823 };

/** Whether the browser draws the element now: false while it is inside a part it skips. */
const drawn = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** Whether a tap at the middle of the element reaches it (a skipped part would not be hit). */
const hitAtItsMiddle = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

const FOOTER_LINK = 'footer a[href="/privacy"]';
const LAST_JOB = 'section[aria-labelledby="career-results-heading"] li:last-child a';
const FIRST_JOB = 'section[aria-labelledby="career-results-heading"] li:first-child a';

describeInBrowser('parts of a page drawn when they near the window', () => {
  it('draws a phone’s first screen only, then what is scrolled to, in its place and answering a tap', async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE, { hasTouch: true, isMobile: true });
    const footerLogo = page.getByRole('contentinfo').getByRole('img', { name: 'Meera Consultancy' });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}/careers`, { waitUntil: 'networkidle' });
    expect(await drawn(page, FIRST_JOB)).toBe(true);
    expect(await drawn(page, LAST_JOB)).toBe(false);
    expect(await drawn(page, FOOTER_LINK)).toBe(false);
    // The footer's logo is not fetched for a visit that never reaches it.
    expect(fetched).not.toContain('/logo-light.svg');

    // Scrolled to the middle of the window; again while the parts drawn on the way change the page's height.
    for (const selector of [LAST_JOB, FOOTER_LINK]) {
      await expect
        .poll(
          async () => {
            await page.locator(selector).evaluate((element) => element.scrollIntoView({ block: 'center' }));
            return hitAtItsMiddle(page, selector);
          },
          { message: selector },
        )
        .toBe(true);
      expect(await drawn(page, selector), selector).toBe(true);
    }
    await expect
      .poll(() => footerLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('draws the link Tab reaches below the first screen, scrolled into the window', async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE);
    await page.goto(`${baseUrl()}/`);
    expect(await drawn(page, FOOTER_LINK)).toBe(false);
    // The last link before the footer, focused without scrolling; Tab goes on into the footer.
    await page
      .locator('main a[href], main button')
      .last()
      .evaluate((element) => {
        (element as HTMLElement).focus({ preventScroll: true });
      });
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.closest('footer') !== null)) break;
    }
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const box = element.getBoundingClientRect();
      return {
        inFooter: element.closest('footer') !== null,
        drawn: element.checkVisibility({ contentVisibilityAuto: true }),
        inWindow: box.top >= 0 && box.bottom <= window.innerHeight,
      };
    });
    expect(focused).toEqual({ inFooter: true, drawn: true, inWindow: true });
    expect(problems).toEqual([]);
  });

  it('keeps the skipped parts in the page for a screen reader: their headings, landmarks and links', async () => {
    // A screen reader turns the browser's accessibility on from the start, as this flag does.
    const browser = await chromium.launch({
      executablePath: inject('browserPath'),
      args: [...HEADLESS_CHROMIUM_FLAGS, '--force-renderer-accessibility'],
    });
    try {
      const page = await browser.newPage({ viewport: PHONE });
      await page.goto(`${baseUrl()}/`);
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
      };
      const exposed = nodes
        .filter((node) => !node.ignored)
        .map((node) => `${node.role?.value}: ${node.name?.value ?? ''}`);
      expect(exposed).toEqual(
        expect.arrayContaining([
          `heading: ${await page.locator('#why-us-title').textContent()}`,
          'contentinfo: ',
          `link: ${await page.locator(FOOTER_LINK).textContent()}`,
        ]),
      );
    } finally {
      await browser.close();
    }
  });

  it('leaves axe, as Lighthouse runs it on a loaded page, no colour to misread on the narrowest phones', async () => {
    // A skipped part is painted as its own box at its estimated height, while axe places the text inside it
    // where it would be drawn: text below the estimate seemed to stand on the page's white, not the dark
    // footer's. Its estimate is therefore at least its height on a 280 px screen.
    const { page, problems } = await openPage(ctx.browser, { width: 280, height: 653 });
    for (const path of ['/', '/careers']) {
      await page.goto(`${baseUrl()}${path}`);
      expect(await drawn(page, FOOTER_LINK), path).toBe(false);
      expect(await seriousAxeViolations(page, { rules: ['color-contrast'], asLoaded: true }), path).toEqual(
        [],
      );
    }
    expect(problems).toEqual([]);
  });
});
