// The board for hundreds driven by keyboard alone (issue 61.5, docs/decisions/0051), in Chromium on the
// built site: 50 new applicants on one career, reached from the search through the panel (one tab stop), the
// shortcuts and the help; the list view remembered across a reload; and axe on the board while a stage
// e-mail waits ("Don't send" was red on red).
import { expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/browser/axe';
import { applyAs, firstOpenJob, openStatusTab } from '../support/browser/board-walk';
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
const PREFIX = 'Keyboard Walker';
const ONES =
  'One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(
    ' ',
  );
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty'];
/** 1 to 59 in words ("Thirty-One"): a name takes letters, spaces, apostrophes, dots and hyphens only. */
const inWords = (n: number) =>
  n < 20 ? ONES[n - 1] : [TENS[Math.floor(n / 10)], ONES[(n % 10) - 1]].filter(Boolean).join('-');

describeInBrowser('the applicant board by keyboard', () => {
  it('reaches, selects and moves the 20th of 50 applicants without the mouse', async () => {
    const careerId = await firstOpenJob();
    const ids: number[] = [];
    // Twenty applications an hour from one address: 50 come from three, as three visitors would apply.
    for (let i = 1; i <= 50; i++)
      ids.push(
        await applyAs(
          careerId,
          `${PREFIX} ${inWords(i)}`,
          `kw${i}@example.com`,
          82_000 + i,
          `127.0.0.${2 + Math.floor(i / 20)}`,
        ),
      );
    const { page, problems } = await openPage(ctx.browser, { width: 1366, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAs(page, 'recruiter');
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    await page.getByRole('listbox', { name: 'Applicants' }).waitFor();

    // "/" to the search, then the panel is a few Tabs away, not one per applicant.
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Search applicants',
    );
    await page.keyboard.type(PREFIX);
    const panel = page.getByRole('listbox', { name: 'Applicants' });
    // The panel has followed the search: the 50, and no one else.
    await page.getByRole('heading', { name: 'Applicants (50)' }).waitFor();
    await expect.poll(() => panel.getByRole('option').count()).toBe(50);
    let presses = 0;
    while (!(await panel.evaluate((el) => el === document.activeElement)) && presses < 6) {
      await page.keyboard.press('Tab');
      presses++;
    }
    expect(presses).toBeLessThan(6);

    // Newest first: the 20th down the panel is applicant 31.
    await page.keyboard.press('Home');
    for (let i = 1; i < 20; i++) await page.keyboard.press('ArrowDown');
    const chosen = `${PREFIX} ${inWords(31)}`;
    await panel
      .getByRole('option', { selected: true })
      .filter({ has: page.getByText(chosen, { exact: true }) })
      .waitFor();
    await page.keyboard.press('Enter');
    const card = page.getByRole('tabpanel').getByRole('article', { name: chosen, exact: true });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);

    // "j" and "k" step through the tab; "m" reaches "Move to" of the one selected.
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('m');
    const moveTo = card.getByLabel('Move to');
    await expect.poll(() => moveTo.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    // Past the optional note and the e-mail choice to "Update status".
    for (let i = 0; i < 4; i++) {
      const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (label.includes('Update status')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: `${chosen} is now in “Profile Screened”.` })
      .waitFor();

    // "?" lists the shortcuts; Escape closes the help.
    await page.keyboard.press('Escape');
    await page.locator('body').focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Next applicant', { exact: true }).waitFor();
    await animationsFinished(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('remembers the list view across a reload, and has no serious axe violation while an e-mail waits', async () => {
    const careerId = await firstOpenJob();
    const name = 'Contrast Walker';
    const id = await applyAs(careerId, name, 'contrast.walker@example.com', 82_100, '127.0.0.9');
    const { page, problems } = await openPage(ctx.browser, { width: 1366, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAs(page, 'recruiter');
    for (const [to, email] of [
      ['PROFILE_SCREENED', 'false'],
      ['INTERVIEWING', 'true'],
    ])
      await apiFromPage(
        page,
        `/api/recruiter/job-management/applications/${id}/move?toStatusCode=${to}&emailCandidate=${email}`,
        'POST',
      );
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    await page.getByLabel('Search applicants').fill(name);
    await openStatusTab(page, 'INTERVIEWING');
    const card = page.getByRole('tabpanel').getByRole('article', { name });
    const dontSend = card.getByRole('button', { name: 'Don’t send' });
    await dontSend.waitFor();
    await animationsFinished(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Its words are whole beside the sentence, not clipped ("Don’t senc").
    expect(
      await dontSend.evaluate((button) =>
        [button, ...button.querySelectorAll('*')]
          .filter((el) => getComputedStyle(el).display !== 'inline')
          .every((el) => el.scrollWidth <= el.clientWidth),
      ),
    ).toBe(true);

    // The switch, as a recruiter clicks it: its visible words (the radios themselves are hidden).
    const views = page.getByRole('radiogroup', { name: 'View' });
    await views.getByText('List', { exact: true }).click();
    await page.getByRole('grid').waitFor();
    await page.reload();
    await page.getByRole('grid').waitFor();
    expect(await page.getByRole('radio', { name: 'List' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Back to cards for the other walks on this server.
    await views.getByText('Cards', { exact: true }).click();
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
    expect(problems).toEqual([]);
  });
});
