// An admin exports and then erases an applicant from the board, in the real browser on the real server:
// the ZIP holds applicant.json and the résumé, the card leaves the board, the audit log names the admin.
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { AuditEntry } from '../../contracts/admin-applicants';
import type { CareerApplications, RecentCareer } from '../../contracts/recruiter';
import { demoResumePdf } from '../../server/db/demo-resume';
import {
  apiFromPage,
  baseUrl,
  clickInDialog,
  describeInBrowser,
  openPage,
  setupBrowser,
} from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';
import { readZip } from '../support/server/zip-reader';

const ctx = setupBrowser();
const NAME = 'Erasure Test Applicant';

describeInBrowser('personal data of an applicant', () => {
  it('an admin exports the data as a ZIP, erases the applicant after confirming, and both are logged', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 1366, height: 900 });
    await signInAs(page, 'admin');
    const careers = await apiFromPage<RecentCareer[]>(page, '/api/recruiter/job-management/careers/recent');
    const openCareers = await apiFromPage<{ id: number }[]>(page, '/api/careers/all');
    const career = careers.find((c) => openCareers.some((open) => open.id === c.id));
    if (!career) throw new Error('the demo data has no open career');

    // A fresh applicant of our own, through the public form's API: the demo applicants stay untouched.
    const pdf = [...demoResumePdf([NAME, 'Curriculum vitae'])];
    const applied = await page.evaluate(
      async ({ careerId, pdf, name }) => {
        const form = new FormData();
        for (const [field, value] of Object.entries({
          fullName: name,
          email: 'erasure.test@example.com',
          mobile: '+91 90000 12345',
          state: 'Telangana',
          city: 'Hyderabad',
          consent: 'true',
        }))
          form.append(field, value);
        form.append('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'erasure-cv.pdf');
        const res = await fetch(`/api/careers/${careerId}/applications`, { method: 'POST', body: form });
        return res.status;
      },
      { careerId: career.id, pdf, name: NAME },
    );
    expect(applied).toBe(201);
    // The answer names no application (docs/decisions/0041): the board does.
    const before = await apiFromPage<CareerApplications>(
      page,
      `/api/recruiter/job-management/careers/${career.id}/applications`,
    );
    const applicationId = before.applications.find((a) => a.email === 'erasure.test@example.com')?.id;
    expect(applicationId).toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/admin/JobManagement/${career.id}`);
    await page.getByRole('tab', { name: /^Applied/, selected: true }).waitFor();
    const card = page.getByRole('article', { name: NAME });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Export data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`applicant-${applicationId}-personal-data.zip`);
    const files = readZip(await readFile(await download.path()));
    expect(JSON.parse(String(files.get('applicant.json')))).toMatchObject({
      exportedBy: 'admin',
      application: { id: applicationId, fullName: NAME, email: 'erasure.test@example.com' },
    });
    expect(files.get('resume/erasure-cv.pdf')?.subarray(0, 5).toString()).toBe('%PDF-');

    await card.getByRole('button', { name: 'Erase applicant…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${NAME}?` });
    await clickInDialog(dialog, 'Erase applicant');
    await page.getByText(`${NAME}’s application, history and résumé were erased.`).waitFor();
    await expect.poll(() => card.count()).toBe(0);

    const board = await apiFromPage<CareerApplications>(
      page,
      `/api/recruiter/job-management/careers/${career.id}/applications`,
    );
    expect(board.applications.some((a) => a.id === applicationId)).toBe(false);
    const log = await apiFromPage<{ items: AuditEntry[] }>(page, '/api/admin/audit-log');
    expect(
      log.items.filter((entry) => entry.applicationId === applicationId).map((e) => [e.action, e.actor]),
    ).toEqual([
      ['erase', 'admin'],
      ['export', 'admin'],
    ]);
    expect(problems).toEqual([]);
  });

  it('offers recruiters neither button', async () => {
    const { page } = await openPage(ctx.browser, { width: 1366, height: 900 });
    await signInAs(page, 'recruiter');
    const careers = await apiFromPage<RecentCareer[]>(page, '/api/recruiter/job-management/careers/recent');
    const career = careers.find((c) => c.applicationsCount > 0);
    if (!career) throw new Error('the demo data has no career with applicants');
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${career.id}`);
    await page.getByRole('tab', { selected: true }).waitFor();
    await page.getByRole('button', { name: 'Update status' }).first().waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Export data' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Erase applicant/ }).count()).toBe(0);
  });
});
