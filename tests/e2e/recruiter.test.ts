import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { CareerApplications, HistoryEntry, RecentCareer } from '../../contracts/recruiter';
import { applyAs, firstOpenJob, openStatusTab } from '../support/browser/board-walk';
import {
  apiFromPage,
  baseUrl,
  clickInDialog,
  describeInBrowser,
  openPage,
  setupBrowser,
} from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';

const ctx = setupBrowser();

describeInBrowser('recruiter job management', () => {
  it('moves an applicant forward, rejects one with the confirmation, downloads a résumé, and keeps the moves after a reload', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 1366, height: 900 });
    await signInAs(page, 'recruiter');
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement`);
    await page.getByRole('heading', { name: 'Job Management' }).waitFor();

    // A career with at least two applicants waiting in APPLIED, one of them with a résumé.
    const careers = await apiFromPage<RecentCareer[]>(page, '/api/recruiter/job-management/careers/recent');
    let chosen: { careerId: number; board: CareerApplications } | undefined;
    for (const career of careers) {
      const board = await apiFromPage<CareerApplications>(
        page,
        `/api/recruiter/job-management/careers/${career.id}/applications`,
      );
      const applied = board.applications.filter((a) => a.status.statusCode === 'APPLIED');
      if (applied.length >= 2 && applied.some((a) => a.resumeFilename)) {
        chosen = { careerId: career.id, board };
        break;
      }
    }
    if (!chosen) throw new Error('the demo data has no career with two APPLIED applicants');
    const applied = chosen.board.applications.filter((a) => a.status.statusCode === 'APPLIED');
    const [forward, rejected] = applied as [(typeof applied)[0], (typeof applied)[0]];

    await page.getByRole('link', { name: `Open Board: ${chosen.board.career.title}` }).click();
    await page.waitForURL(`**/recruiter/RecruiterJobManagement/${chosen.careerId}`);
    await page.getByRole('tab', { name: /^Applied/, selected: true }).waitFor();

    // APPLIED → PROFILE_SCREENED applies at once.
    const forwardCard = page.getByRole('article', { name: forward.name }).first();
    await forwardCard.getByLabel('Move to').selectOption('PROFILE_SCREENED');
    await forwardCard.getByRole('button', { name: 'Update status' }).click();
    await expect.poll(() => page.getByRole('article', { name: forward.name }).count()).toBe(0);

    // Then PROFILE_SCREENED → REJECTED asks first.
    await page.getByRole('tab', { name: /Profile Screened/ }).click();
    const screened = page.getByRole('article', { name: forward.name }).first();
    await screened.getByLabel('Move to').selectOption('REJECTED');
    await screened.getByRole('button', { name: 'Update status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move applicant?' });
    await expect
      .poll(() => dialog.getByText('This may lock further transitions.', { exact: false }).count())
      .toBe(1);
    // The rejection takes a reason from the list admins keep (docs/decisions/0020).
    await dialog.getByLabel(/^Reason/).selectOption({ label: 'Chose another candidate' });
    await clickInDialog(dialog, 'Move to REJECTED');
    await expect.poll(() => dialog.count()).toBe(0);

    // The other one withdrew: recorded from their card, after the same dialog.
    await page.getByRole('tab', { name: /^Applied/ }).click();
    const withdrawing = page.getByRole('article', { name: rejected.name }).first();
    await withdrawing.getByRole('button', { name: 'Record withdrawal' }).click();
    await dialog.getByText(`${rejected.name} will be moved to “Withdrawn”.`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Move to WITHDRAWN' }).click();
    await expect.poll(() => page.getByRole('article', { name: rejected.name }).count()).toBe(0);

    // The résumé's file name in the panel saves the file under its name (the applicant is in another tab now:
    // no card of theirs is shown).
    const withResume = applied.find((a) => a.resumeFilename) ?? rejected;
    const entry = page
      .getByRole('listbox', { name: 'Applicants' })
      .getByRole('option')
      .filter({ has: page.getByText(withResume.name, { exact: true }) });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry.getByText(withResume.resumeFilename ?? '', { exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(withResume.resumeFilename);
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.reload();
    // Rejected is the last of eight statuses, outside the first window of five: End selects it.
    await page.getByRole('tab', { selected: true }).press('End');
    await page.getByRole('tab', { name: /Rejected/, selected: true }).waitFor();
    await expect.poll(() => page.getByRole('article', { name: forward.name }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('article', { name: forward.name }).getByText('Rejected').count())
      .toBe(1);
    const lockedCard = page.getByRole('article', { name: forward.name });
    // The fixed label reads as the statuses list has it, not as the code ("REJECTED").
    expect(await lockedCard.getByText('Rejected').evaluate((label: HTMLElement) => label.innerText)).toBe(
      'Rejected',
    );
    // "History" sits at the left like the card's other lines, as wide as its word.
    const history = lockedCard.getByRole('button', { name: 'History' });
    const [historyBox, nameBox] = await Promise.all([
      history.boundingBox(),
      lockedCard.getByText(forward.name, { exact: true }).boundingBox(),
    ]);
    expect(historyBox?.x).toBeCloseTo(nameBox?.x ?? Number.NaN, 0);
    expect(historyBox?.width).toBeLessThan(120);
    expect(problems).toEqual([]);
  });

  it('moves three applicants together: a range forward at once, then all three rejected after one confirmation', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 1366, height: 900 });
    await signInAs(page, 'recruiter');
    const careerId = await firstOpenJob();
    const names = ['Trio Walker One', 'Trio Walker Two', 'Trio Walker Three'];
    for (const [n, name] of names.entries())
      await applyAs(careerId, name, `trio.${n}@example.com`, 70_000 + n);
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    await page.getByLabel('Search applicants').fill('Trio Walker');
    const panel = page.getByRole('tabpanel');

    // Newest first: Three, Two, One. A click and a shift-click select the range of three.
    await panel.getByRole('checkbox', { name: 'Select Trio Walker Three' }).click();
    await panel.getByRole('checkbox', { name: 'Select Trio Walker One' }).click({ modifiers: ['Shift'] });
    await panel.getByText('3 selected').waitFor();
    await panel.getByLabel('Move selected to').selectOption('PROFILE_SCREENED');
    await panel.getByRole('button', { name: 'Move 3 applicants' }).click();
    await panel.getByText('3 applicants moved to “Profile Screened”.').waitFor();
    await expect.poll(() => panel.getByRole('article').count()).toBe(0);

    await openStatusTab(page, 'PROFILE_SCREENED');
    await panel.getByRole('checkbox', { name: 'Select all in this tab' }).check();
    await panel.getByLabel('Move selected to').selectOption('REJECTED');
    await panel.getByRole('button', { name: 'Move 3 applicants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move applicants?' });
    await dialog
      .getByText('3 applicants will be moved to “Rejected”. This may lock further transitions.')
      .waitFor();
    await dialog.getByLabel(/^Reason/).selectOption({ label: 'Other' });
    await dialog.getByLabel(/^Say more about “Other”/).fill('Hired through an agency');
    await clickInDialog(dialog, 'Move to REJECTED');
    await panel.getByText('3 applicants moved to “Rejected”.').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // Saved, each with its history row: after a reload all three are in Rejected, each locked.
    await page.reload();
    await page.getByLabel('Search applicants').fill('Trio Walker');
    await openStatusTab(page, 'REJECTED');
    await expect.poll(() => panel.getByRole('article').count()).toBe(3);
    const board = await apiFromPage<CareerApplications>(
      page,
      `/api/recruiter/job-management/careers/${careerId}/applications`,
    );
    const trio = board.applications.filter((a) => names.includes(a.name));
    expect(trio.map((a) => a.status.statusCode)).toEqual(['REJECTED', 'REJECTED', 'REJECTED']);
    const history = await apiFromPage<HistoryEntry[]>(
      page,
      `/api/recruiter/job-management/applications/${trio[0]?.id}/history`,
    );
    expect(history.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(
      expect.arrayContaining(['APPLIED→PROFILE_SCREENED', 'PROFILE_SCREENED→REJECTED']),
    );
    expect(history.at(-1)).toMatchObject({ reason: 'Other', note: 'Hired through an agency' });
    expect(problems).toEqual([]);
  });
});
