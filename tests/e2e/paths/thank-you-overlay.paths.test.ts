// The thank-you overlay's generated paths on a job page of the built site, in Chromium: each path starts
// with a real application by a new person, so the overlay is the one the server's answer brings up, then
// walks the same model and view as the happy-dom walk. The server answers someone already in process as it
// answers anyone (docs/decisions/0041), so no answer brings up the 'duplicate' variant: only ?status=duplicate
// in the address does (tests/e2e/careers.test.ts), and its walk is the happy-dom one
// (tests/machines/thank-you-overlay.paths.test.tsx).
//
// The clock: the overlay waits 100 ms before it fades in, on the page's clock. page.clock runs in real
// time after describeBrowserPaths installs it (the page loads and the form is filled as usual), and is
// paused just before the submit, so the overlay arrives in `waiting` and only the path lets time pass
// (screen.passTime = page.clock.runFor). Nothing between the click and the overlay waits on a timer: the
// upload and the answer are real network, React schedules through a MessageChannel, and the router
// commits its navigation with promises. Each path resumes the clock before it loads the page again.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CAREER_LIST_PATH } from '../../../contracts/api-paths';
import type { CareerSummary } from '../../../contracts/careers';
import { careerPath } from '../../../contracts/public-paths';
import type { ThankYouVariant } from '../../../src/features/careers/thank-you-overlay';
import { thankYouOverlayModel } from '../../machines/thank-you-overlay.model';
import { JOB_TITLE, thankYouOverlayView } from '../../machines/thank-you-overlay.view';
import { baseUrl } from '../../support/browser/browser';
import { chooseLocation } from '../../support/browser/choose-location';
import { tickConsent } from '../../support/browser/tick-consent';
import { describeBrowserPaths, pauseClock } from '../../support/paths/browser-paths';
import { chromiumScreen } from '../../support/paths/screen-chromium';
import { pdfResume } from '../../support/server/resume-files';

interface Applicant {
  fullName: string;
  email: string;
  mobile: string;
}

/** A person who has not applied yet: one the server knows would be answered alike, but not kept. */
let applicants = 0;
function newApplicant(): Applicant {
  applicants += 1;
  const unique = `${Date.now() % 1e8}`.padStart(8, '0');
  return {
    fullName: 'Priya Sharma',
    email: `priya.${unique}.${applicants}@example.com`,
    // +91 and ten digits starting 6-9 (contracts/person-fields.ts).
    mobile: `+91 9${unique}${applicants % 10}`,
  };
}

async function demoJob(): Promise<CareerSummary> {
  const jobs = (await (await fetch(`${baseUrl()}${CAREER_LIST_PATH}`)).json()) as CareerSummary[];
  const job = jobs.find((found) => found.title === JOB_TITLE);
  if (!job) throw new Error(`the demo data has no open job "${JOB_TITLE}"`);
  return job;
}

async function fillApplication(page: Page, applicant: Applicant) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(applicant.fullName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(applicant.email);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(applicant.mobile);
  await chooseLocation(page, 'Telangana', 'Hyderabad');
  await page.locator('input[type="file"]').setInputFiles({
    name: `${applicant.fullName} CV.pdf`,
    mimeType: 'application/pdf',
    buffer: pdfResume(applicant.fullName),
  });
  await tickConsent(page);
}

const variant: ThankYouVariant = 'applied';
const view = thankYouOverlayView(variant);
// Found when the first path starts: the server starts before it.
let job: Promise<CareerSummary> | undefined;

describeBrowserPaths(`thank-you overlay, ${variant}`, thankYouOverlayModel, {
  ...view,
  // One application per path, with a page load and a filled form each: the fewest paths that cover all
  // (3 of 9; the server also takes only 20 applications an hour from one address, APPLY_RATE_RULE).
  paths: 'covering',
  open: async (page) => {
    job ??= demoJob();
    await page.clock.resume();
    await page.goto(`${baseUrl()}${careerPath(await job)}`);
    await fillApplication(page, newApplicant());
    await pauseClock(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    return { screen: chromiumScreen(page), page };
  },
  // The address says the overlay is up (?status=…), and loses it once the overlay is gone: a reload
  // or a shared link does not bring it back.
  expect: async (ui, snapshot) => {
    await view.expect(ui, snapshot);
    await expect
      .poll(() => new URL(ui.page.url()).searchParams.get('status'))
      .toBe(snapshot.matches('removed') ? null : variant);
  },
});
