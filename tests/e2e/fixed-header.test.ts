// What the fixed 64 px site header must never cover, and when it must not be painted at all
// (docs/requirements.md#header, docs/requirements.md#chrome-hiding).
import { expect, it } from 'vitest';
import type { RecentCareer } from '../../contracts/recruiter';
import {
  apiFromPage,
  baseUrl,
  describeInBrowser,
  openPage,
  pageSettled,
  setupBrowser,
} from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';

const ctx = setupBrowser();
const HEADER = 64;

describeInBrowser('the fixed site header', () => {
  it('hides the header and footer in the first paint on the forced profile step and for an incomplete profile', async () => {
    const { page } = await openPage(ctx.browser);
    // Only the server's HTML and the head: no module runs, so nothing React does can hide them later.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const chromeShown = async (path: string) => {
      await page.goto(`${baseUrl()}${path}`);
      return {
        header: await page.locator('header[data-site-header]').isVisible(),
        footer: await page.locator('footer').isVisible(),
        mainTop: await page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop),
      };
    };
    expect(await chromeShown('/about-us')).toEqual({ header: true, footer: true, mainTop: `${HEADER}px` });
    expect(await chromeShown('/about-us?required=true')).toEqual({
      header: false,
      footer: false,
      mainTop: '0px',
    });
    await page.evaluate(() => sessionStorage.setItem('profileComplete', 'false'));
    expect(await chromeShown('/careers')).toEqual({ header: false, footer: false, mainTop: '0px' });
  });

  it('never covers the element the keyboard focuses: the page scrolls it clear of the header', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 1280, height: 700 });
    // Sections entering as they are scrolled to would move the link while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/about-us`);
    const links = page.locator('main a[href]');
    // Hydration restores the scroll position: the test scrolls once the page is React's.
    await pageSettled(page);
    // A link well down the page, scrolled to 20 px from the window's top: inside the window, under the header.
    const target = links.nth(1);
    await target.evaluate((link) => {
      window.scrollTo({ top: link.getBoundingClientRect().top + window.scrollY - 20, behavior: 'instant' });
    });
    expect(await target.evaluate((link) => Math.round(link.getBoundingClientRect().top))).toBe(20);
    // Shift+Tab from the next link, as a keyboard user going back up the page would arrive at it.
    await links.nth(2).evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Shift+Tab');
    expect(await target.evaluate((link) => link === document.activeElement)).toBe(true);
    const top = await target.evaluate((link) => link.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(HEADER);
    expect(problems).toEqual([]);
  });

  it.each([1280, 900])(
    'keeps the applicant board’s header stuck below it at %i px, also scrolled sideways',
    async (width) => {
      const { page, problems } = await openPage(ctx.browser, { width, height: 720 });
      await signInAs(page, 'recruiter');
      const careers = await apiFromPage<RecentCareer[]>(page, '/api/recruiter/job-management/careers/recent');
      const career = careers.find((c) => c.applicationsCount > 0);
      if (!career) throw new Error('the demo data has no career with applicants');
      await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${career.id}`);
      const back = page.getByRole('link', { name: 'Back' });
      await back.waitFor();
      await page.evaluate((x) => window.scrollTo(x, 400), width < 1280 ? 200 : 0);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
      const header = back.locator('xpath=ancestor::*[contains(@style, "sticky")][1]');
      const top = await header.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBe(HEADER);
      const backBox = await back.boundingBox();
      expect(backBox?.y ?? -1).toBeGreaterThan(HEADER);
      expect(problems).toEqual([]);
    },
  );
});
