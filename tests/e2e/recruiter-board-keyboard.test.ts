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

describeInBrowser('the applicant board by keyboard', () => {
  it('reaches, selects and moves the 20th of 50 applicants without the mouse', async () => {
    const careerId = await firstOpenJob();
    const ids: number[] = [];
    // Twenty applications an hour from one address: 50 come from three, as three visitors would apply.
    for (let i = 1; i <= 50; i++)
      ids.push(
        await applyAs(
          careerId,
          `${PREFIX} ${String(i).padStart(2, '0')}`,
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
    await panel.getByRole('option').first().waitFor();
    expect(await panel.getByRole('option').count()).toBeLessThanOrEqual(50);
    let presses = 0;
    while (!(await panel.evaluate((el) => el === document.activeElement)) && presses < 6) {
      await page.keyboard.press('Tab');
      presses++;
    }
    expect(presses).toBeLessThan(6);

    // Newest first: the 20th down the panel is applicant 31.
    await page.keyboard.press('Home');
    for (let i = 1; i < 20; i++) await page.keyboard.press('ArrowDown');
    const chosen = `${PREFIX} 31`;
    await panel.getByRole('option', { name: new RegExp(chosen), selected: true }).waitFor();
    await page.keyboard.press('Enter');
    const card = page.getByRole('tabpanel').getByRole('article', { name: chosen });
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
    await help.getByText('Next applicant').waitFor();
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
    await card.getByRole('button', { name: 'Don’t send' }).waitFor();
    await animationsFinished(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'List' }).check({ force: true });
    await page.getByRole('grid').waitFor();
    await page.reload();
    await page.getByRole('grid').waitFor();
    expect(await page.getByRole('radio', { name: 'List' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Back to cards for the other walks on this server.
    await page.getByRole('radio', { name: 'Cards' }).check({ force: true });
    await page.getByRole('tabpanel').getByRole('article').first().waitFor();
    expect(problems).toEqual([]);
  });
});
