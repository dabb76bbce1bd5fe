// The status page's withdrawal, generated paths on the built site in Chromium: the same model and view as the
// happy-dom walk. Each path gets an applicant of its own who applies through the API; the page is opened from
// the link in their confirmation e-mail (the server's outbox). The withdrawal the page sends is held at the
// network until the path says how it settles: it goes on to the real server (saved), fails as offline, or
// goes on after a recruiter has rejected the applicant meanwhile, so the real server refuses it (409).
import { expect } from 'vitest';
import { AUTHENTICATE_PATH, JOB_MANAGEMENT_PATH, MY_APPLICATION_PATH } from '../../../contracts/api-paths';
import { withdrawApplicationModel } from '../../machines/withdraw-application.model';
import { type WithdrawUi, withdrawApplicationView } from '../../machines/withdraw-application.view';
import { applyAs } from '../../support/browser/board-walk';
import { baseUrl, dataDir } from '../../support/browser/browser';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { DEMO_PASSWORD } from '../../support/paths/demo-staff';
import { heldRequests } from '../../support/paths/held-requests';
import { chromiumScreen } from '../../support/paths/screen-chromium';
import { mailContaining, statusPathIn } from '../../support/server/outbox';

const WITHDRAW = new RegExp(`^${MY_APPLICATION_PATH}/[^/]+/withdraw$`);
const held = heldRequests(
  (url) => WITHDRAW.test(url.pathname),
  (route) => route.request().url(),
);
let applicants = 0;
let current: { id: number } = { id: 0 };

/** A job that the open model's applicant is interviewing for: the demo data's "HR Recruiter". */
async function hrRecruiterJob(): Promise<number> {
  const jobs = (await (await fetch(`${baseUrl()}/api/careers/all`)).json()) as {
    id: number;
    title: string;
  }[];
  const job = jobs.find((found) => found.title === 'HR Recruiter');
  if (!job) throw new Error('the demo data has no open job "HR Recruiter"');
  return job.id;
}

/** Moves the path's applicant as the demo recruiter would on the board. */
async function moveAsRecruiter(applicationId: number, toStatusCode: string) {
  const signedIn = await fetch(`${baseUrl()}${AUTHENTICATE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'recruiter', password: DEMO_PASSWORD }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const moved = await fetch(
    `${baseUrl()}${JOB_MANAGEMENT_PATH}/applications/${applicationId}/move?toStatusCode=${toStatusCode}`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` } },
  );
  expect(moved.status, await moved.text()).toBe(200);
}

let jobId: Promise<number> | undefined;

describeBrowserPaths('withdraw application', withdrawApplicationModel, {
  ...withdrawApplicationView,
  viewport: { width: 390, height: 844 },
  // One application per path with a page load each: the fewest paths that still cover every state,
  // transition and guard outcome (the happy-dom walk takes them all).
  paths: 'covering',
  open: async (page): Promise<WithdrawUi> => {
    jobId ??= hrRecruiterJob();
    applicants += 1;
    const email = `withdraw.walker.${Date.now() % 1e8}.${applicants}@example.com`;
    const id = await applyAs(
      await jobId,
      `Withdraw Walker ${String.fromCharCode(96 + applicants)}`,
      email,
      700 + applicants,
      '127.0.0.3',
    );
    current = { id };
    // The model's application is being interviewed: the board moves it there first.
    await moveAsRecruiter(id, 'PROFILE_SCREENED');
    await moveAsRecruiter(id, 'INTERVIEWING');
    const link = statusPathIn(await mailContaining(dataDir(), email));
    await page.goto(`${baseUrl()}${link}`);
    return {
      screen: chromiumScreen(page),
      settle: async () => {
        await (await held.take()).route.continue();
      },
      fail: async (error) => {
        const { route } = await held.take();
        if (error.status !== 409) return route.abort('internetdisconnected');
        await moveAsRecruiter(current.id, 'REJECTED');
        await route.continue();
      },
    };
  },
  routes: [held.route],
  // A path that ends while a withdrawal is held leaves it unsent.
  cleanup: () => held.drop(),
});
