// The candidate's side of the pipeline (docs/decisions/0022), in Chromium on the built site: the link in the
// confirmation e-mail opens their status page, which follows the board in the candidate's words; they
// withdraw, and the recruiter's board shows them in Withdrawn. An expired link offers a fresh one by e-mail.
import { expect, it } from 'vitest';
import { MY_APPLICATION_TEXTS } from '../../contracts/my-application';
import type { CareerApplications, HistoryEntry } from '../../contracts/recruiter';
import { WITHDRAWN_ANNOUNCEMENT } from '../../src/features/my-application/withdraw-section';
import { seriousAxeViolations } from '../support/browser/axe';
import { applyAs, firstOpenJob, openStatusTab } from '../support/browser/board-walk';
import {
  animationsFinished,
  apiFromPage,
  baseUrl,
  dataDir,
  describeInBrowser,
  openPage,
  setupBrowser,
} from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';
import { mailContaining, statusPathIn } from '../support/server/outbox';

const ctx = setupBrowser();
const NAME = 'Candidate Walker';
const EMAIL = 'candidate.walker@example.com';

/** A new applicant, moved to Profile Screened by the demo recruiter, whose board shows their card there. */
async function screenedOnTheBoard(name: string, email: string, n: number) {
  const careerId = await firstOpenJob();
  const id = await applyAs(careerId, name, email, n);
  const { page, problems } = await openPage(ctx.browser, { width: 1366, height: 900 });
  await signInAs(page, 'recruiter');
  await apiFromPage(
    page,
    `/api/recruiter/job-management/applications/${id}/move?toStatusCode=PROFILE_SCREENED`,
    'POST',
  );
  await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
  await page.getByLabel('Search applicants').fill(name);
  await openStatusTab(page, 'PROFILE_SCREENED');
  return { page, problems, card: page.getByRole('tabpanel').getByRole('article', { name }) };
}

describeInBrowser('the candidate’s status page', () => {
  it('follows the board from the e-mail’s link, withdraws, and the board shows the applicant withdrawn', async () => {
    const careerId = await firstOpenJob();
    const id = await applyAs(careerId, NAME, EMAIL, 81_001);
    const recruiter = await openPage(ctx.browser, { width: 1366, height: 900 });
    await signInAs(recruiter.page, 'recruiter');
    for (const to of ['PROFILE_SCREENED', 'INTERVIEWING'])
      await apiFromPage(
        recruiter.page,
        `/api/recruiter/job-management/applications/${id}/move?toStatusCode=${to}`,
        'POST',
      );

    // The candidate, in a browser of their own, opens the link in their confirmation.
    const link = statusPathIn(await mailContaining(dataDir(), EMAIL));
    const { page, problems } = await openPage(ctx.browser, { width: 390, height: 844 });
    // Nothing mid-animation when axe looks (the dialog fades in).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const answer = await page.goto(`${baseUrl()}${link}`);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByRole('heading', { name: 'Interviewing', level: 2 }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Withdraw my application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    // Looked at once it has faded in: mid-fade, its text is paler than it will be.
    await dialog.getByRole('button', { name: 'Yes, withdraw' }).waitFor();
    await animationsFinished(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
    await page.getByRole('status').filter({ hasText: WITHDRAWN_ANNOUNCEMENT }).waitFor();
    await page.getByRole('heading', { name: 'Withdrawn', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw my application' }).count()).toBe(0);

    // The recruiter's board: in Withdrawn, the history naming the applicant as who moved.
    await recruiter.page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    await recruiter.page.getByLabel('Search applicants').fill(NAME);
    await openStatusTab(recruiter.page, 'WITHDRAWN');
    await recruiter.page.getByRole('tabpanel').getByRole('article', { name: NAME }).waitFor();
    const board = await apiFromPage<CareerApplications>(
      recruiter.page,
      `/api/recruiter/job-management/careers/${careerId}/applications`,
    );
    expect(board.applications.find((a) => a.id === id)?.status.statusCode).toBe('WITHDRAWN');
    const history = await apiFromPage<HistoryEntry[]>(
      recruiter.page,
      `/api/recruiter/job-management/applications/${id}/history`,
    );
    expect(history.at(-1)).toMatchObject({ toStatus: 'WITHDRAWN', changedBy: null });
    expect(problems).toEqual([]);
    expect(recruiter.problems).toEqual([]);
  });

  it('e-mails the candidate with a move unless told not to, and “Don’t send” stops the e-mail waiting', async () => {
    const name = 'Mail Walker';
    const { page, problems, card } = await screenedOnTheBoard(name, 'mail.walker@example.com', 81_003);
    await card.getByLabel('Move to').selectOption('INTERVIEWING');
    const email = card.getByRole('checkbox', { name: 'E-mail the candidate' });
    expect(await email.isChecked()).toBe(true);
    await card.getByText(/^“Invitation to interview: .+” goes 10 minutes after the move/).waitFor();
    await card.getByRole('button', { name: 'Update status' }).click();

    await openStatusTab(page, 'INTERVIEWING');
    const moved = page.getByRole('tabpanel').getByRole('article', { name });
    await moved.getByText(new RegExp(`^E-mail to ${name} goes at \\d\\d:\\d\\d`)).waitFor();
    await moved.getByRole('button', { name: 'Don’t send' }).click();
    await moved
      .getByRole('status')
      .filter({ hasText: `The e-mail to ${name} will not be sent.` })
      .waitFor();
    expect(await moved.getByRole('button', { name: 'Don’t send' }).count()).toBe(0);
    await moved.getByRole('button', { name: 'History' }).click();
    await moved.getByText('E-mail not sent: stopped').waitFor();
    await moved.getByText('E-mail: Invitation to interview', { exact: false }).waitFor();
    expect(problems).toEqual([]);
  });

  it('lets the recruiter undo a move while its e-mail waits: the applicant goes back, the e-mail does not go', async () => {
    const name = 'Undo Walker';
    const { page, problems, card } = await screenedOnTheBoard(name, 'undo.walker@example.com', 81_004);
    await card.getByLabel('Move to').selectOption('INTERVIEWING');
    await card.getByRole('button', { name: 'Update status' }).click();
    // Above the tab it left: where the applicant went, with the undo offered there too.
    await page
      .getByRole('status')
      .filter({ hasText: `${name} is now in “Interviewing”.` })
      .waitFor();
    await page.getByRole('button', { name: 'Undo move' }).waitFor();

    await openStatusTab(page, 'INTERVIEWING');
    const moved = page.getByRole('tabpanel').getByRole('article', { name });
    await moved.getByText(new RegExp(`^E-mail to ${name} goes at \\d\\d:\\d\\d`)).waitFor();
    await moved.getByRole('button', { name: 'Undo move' }).click();
    await moved.waitFor({ state: 'detached' });

    await openStatusTab(page, 'PROFILE_SCREENED');
    const back = page.getByRole('tabpanel').getByRole('article', { name });
    await back.getByRole('button', { name: 'History' }).click();
    await back.getByText('Move undone: back in Profile Screened').waitFor();
    await back.getByText('E-mail not sent: stopped').waitFor();
    // Nothing waits for the candidate, and nothing is left to undo: the undo itself is not undone.
    expect(await back.getByRole('button', { name: 'Don’t send' }).count()).toBe(0);
    expect(await back.getByRole('button', { name: 'Undo move' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('answers a link that opens nothing with a form that e-mails a fresh one to the address on file', async () => {
    const email = 'fresh.link@example.com';
    await applyAs(await firstOpenJob(), 'Fresh Link', email, 81_002);
    const { page, problems } = await openPage(ctx.browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/my-application/${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'This link has expired', level: 1 }).waitFor();
    await page.getByText(MY_APPLICATION_TEXTS.linkInvalid).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await page.getByRole('status').filter({ hasText: MY_APPLICATION_TEXTS.linkSent }).waitFor();

    const mail = await mailContaining(dataDir(), 'Subject: Your application status link');
    expect(mail).toContain(email);
    await page.goto(`${baseUrl()}${statusPathIn(mail)}`);
    await page.getByRole('heading', { name: 'Received', level: 2 }).waitFor();
    // A 404 from the API is how the page learns the link is dead: the only problem it may report.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
