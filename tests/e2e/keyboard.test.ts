// Keyboard-only use in Chromium: the header and the side menu, the services accordion, the careers filters,
// applying for a job, the recruiter board's tabs and its confirmation dialog. Every step is a key press
// (the file chooser excepted, which the operating system draws), and every element reached shows a focus
// indicator someone can see.
import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { CareerApplications, RecentCareer } from '../../contracts/recruiter';
import { demoResumePdf } from '../../server/db/demo-resume';
import {
  animationsFinished,
  apiFromPage,
  baseUrl,
  describeInBrowser,
  openPage,
  setupBrowser,
} from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';

const ctx = setupBrowser();
const PHONE = { width: 375, height: 740 };

const focusedHtml = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
/** Whether `locator` has the focus now; an element not (yet) on the page has not (asked, not waited for). */
const isFocused = async (locator: Locator) =>
  (await locator.count()) > 0 &&
  (await locator
    .first()
    .evaluate((element) => element === document.activeElement)
    .catch(() => false));

/** Presses `key` until `target` has the focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 40) {
  await target.first().waitFor({ state: 'attached' });
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await isFocused(target))) {
    const at = await focusedHtml(page);
    throw new Error(`${key} × ${max} never reached ${target}; the focus is on ${at}`);
  }
}

/**
 * The focused element shows a focus indicator: an outline or a box shadow on it or on a close ancestor
 * (cards ring the whole card), or, for a text field, a border that changes colour with the focus.
 */
async function expectVisibleFocus(page: Page) {
  await animationsFinished(page); // Mantine inputs fade their focus border in
  const found = await page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'nothing is focused';
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    let element: Element | null = focused;
    for (let depth = 0; element && depth < 6; depth += 1, element = element.parentElement) {
      if (ring(element)) return 'visible';
    }
    // Text fields (and Mantine's file field, a button drawn as one) mark the focus with their border.
    {
      const focusedBorder = getComputedStyle(focused).borderColor;
      focused.blur();
      // Two frames: the blur has been styled and the border's transition back has started; then its end.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
      const restingBorder = getComputedStyle(focused).borderColor;
      focused.focus();
      if (focusedBorder !== restingBorder) return 'visible';
    }
    return `no focus indicator on ${focused.outerHTML.slice(0, 160)}`;
  });
  expect(found).toBe('visible');
}

async function focusAndCheck(page: Page, target: Locator, key = 'Tab', max = 40) {
  await pressUntilFocused(page, target, key, max);
  await expectVisibleFocus(page);
}

/** Picks from the focused select by typing the start of its option, as its own type-ahead lets a person do. */
async function chooseByKeys(page: Page, typed: string, option: string) {
  const select = page.locator(':focus');
  await page.keyboard.type(typed);
  await expect
    .poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label))
    .toBe(option);
}

describeInBrowser('keyboard-only use in Chromium', () => {
  it('reaches and follows the header links, then opens, walks and closes the side menu on a phone', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/`);
    await focusAndCheck(page, page.getByRole('link', { name: 'Skip to main content' }));
    const header = page.getByRole('navigation', { name: 'Main' });
    await focusAndCheck(page, header.getByRole('link', { name: 'Careers' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/careers');

    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/`);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await focusAndCheck(page, burger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // Focus is inside the menu and stays there however far one tabs.
    for (let presses = 0; presses < 14; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await isFocused(burger)) || focusedHtml(page)).toBe(true);

    // Opened again, a link is followed with Enter and the menu closes on the new page.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await focusAndCheck(page, menu.getByRole('link', { name: 'Blogs' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/blogs');
    await menu.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('opens the services accordion with Enter and Space and moves between its items with the arrows', async () => {
    const { page, problems } = await openPage(ctx.browser);
    // Settled: the accordion's code arrives after the page (a key pressed before it is not answered).
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const first = page.getByRole('button', { name: 'Website Design' });
    const second = page.getByRole('button', { name: 'HR Services' });
    await focusAndCheck(page, first, 'Tab', 60);
    const expanded = (control: Locator) => control.getAttribute('aria-expanded');
    const before = await expanded(first);
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(first)).not.toBe(before);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(second)).toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press(' ');
    await expect.poll(() => expanded(second)).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isFocused(first)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('filters the careers list and applies for a job with the keyboard alone', async () => {
    const { page, problems } = await openPage(ctx.browser);
    // Listened for from the start: Playwright intercepts file choosers only once someone listens.
    const chooserOpens = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await page.goto(`${baseUrl()}/careers`);
    const results = page.getByRole('heading', { name: /^\d+ Results$/ });
    await results.waitFor();
    const count = async () => Number((await results.textContent())?.split(' ')[0]);
    const everything = await count();

    await focusAndCheck(page, page.getByPlaceholder('Search by keyword'));
    await page.keyboard.type('developer');
    await expect.poll(count).toBeLessThan(everything);
    const engineering = page.getByRole('checkbox', { name: 'Engineering' });
    await focusAndCheck(page, engineering);
    await page.keyboard.press('Space');
    await expect.poll(() => engineering.isChecked()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('developer');
    const job = page.locator('section li a[target="_blank"]').first();
    await focusAndCheck(page, job);
    const href = (await job.getAttribute('href')) ?? '';

    // The job page (a new tab for a click; here, the same address).
    await page.goto(`${baseUrl()}${href}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const email = `keys.${Date.now()}@example.com`;
    await focusAndCheck(page, page.getByRole('textbox', { name: 'Full name' }), 'Tab', 80);
    await page.keyboard.type('Priya Sharma');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`+91 9${String(Date.now()).slice(-9)}`);
    await focusAndCheck(page, page.getByLabel(/^State/).first());
    await chooseByKeys(page, 'Telang', 'Telangana');
    // The city is typed until a state is chosen, then the state's picker (once the form is live).
    const city = page.getByRole('combobox', { name: 'City' });
    await city.waitFor();
    await focusAndCheck(page, city);
    await chooseByKeys(page, 'Hyderab', 'Hyderabad');

    const resume = page.getByRole('button', { name: /Résumé/ });
    await focusAndCheck(page, resume);
    await page.keyboard.press('Enter');
    const chooser = await chooserOpens;
    await chooser.setFiles({
      name: 'Priya Sharma CV.pdf',
      mimeType: 'application/pdf',
      buffer: demoResumePdf(['Priya Sharma', email]),
    });
    const consent = page.getByRole('checkbox', { name: /may store and use my details/ });
    await focusAndCheck(page, consent);
    await page.keyboard.press('Space');
    await expect.poll(() => consent.isChecked()).toBe(true);
    await focusAndCheck(page, page.getByRole('button', { name: 'Submit application' }));
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.waitFor();
    await expect.poll(() => thanks.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await thanks.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('moves through the board tabs with the arrows and cancels the confirmation dialog with Escape', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 1366, height: 900 });
    await signInAs(page, 'recruiter');
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement`);
    await page.getByRole('heading', { name: 'Job Management' }).waitFor();
    const careers = await apiFromPage<RecentCareer[]>(page, '/api/recruiter/job-management/careers/recent');
    // A career with someone in Profile Screened: from there, Rejected is offered and asks first.
    let careerId: number | undefined;
    for (const career of careers) {
      const board = await apiFromPage<CareerApplications>(
        page,
        `/api/recruiter/job-management/careers/${career.id}/applications`,
      );
      if (board.applications.some((a) => a.status.statusCode === 'PROFILE_SCREENED')) careerId = career.id;
      if (careerId) break;
    }
    if (!careerId) throw new Error('the demo data has no career with a screened applicant');
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);

    const selected = page.getByRole('tab', { selected: true });
    await selected.waitFor();
    await focusAndCheck(page, page.getByRole('tab', { name: /^Applied/ }));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(page.getByRole('tab', { name: /Profile Screened/ }))).toBe(true);
    expect(await page.getByRole('tab', { name: /Profile Screened/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expectVisibleFocus(page);
    await page.keyboard.press('End');
    await expect.poll(() => isFocused(page.getByRole('tab', { name: /Rejected/ }))).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => isFocused(page.getByRole('tab', { name: /^Applied/ }))).toBe(true);

    // A screened applicant's card: choose Rejected by typing its name into the native select.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(page.getByRole('tab', { name: /Profile Screened/ }))).toBe(true);
    const card = page.getByRole('article').first();
    await card.waitFor();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const moveTo = card.getByLabel('Move to');
    await focusAndCheck(page, moveTo);
    await page.keyboard.type('Rejected');
    await expect.poll(() => moveTo.inputValue()).toBe('REJECTED');
    const update = card.getByRole('button', { name: 'Update status' });
    await focusAndCheck(page, update);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move applicant?' });
    await dialog.waitFor();
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await isFocused(update)) || focusedHtml(page)).toBe(true);
    // Cancelled: the applicant is still in Profile Screened.
    await expect.poll(() => page.getByRole('article', { name }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
