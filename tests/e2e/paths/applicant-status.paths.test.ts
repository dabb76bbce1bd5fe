// The applicant card's generated paths on the recruiter board of the built site, in Chromium: the same model
// and view as the happy-dom walk. Each path gets an applicant of its own, who has just applied (so the card
// starts in APPLIED), and walks their card on the board, signed in once as the demo admin (the model's card is
// an admin's, who may release an offer without a yes scorecard, with a reason: docs/decisions/0058). The move the
// card asks the server for is held at the network (page.route) until the path says it settles: then it goes
// on to the real server, which moves the applicant, or fails as when the network is down.
import type { Route } from 'playwright-core';
import { expect } from 'vitest';
import { JOB_MANAGEMENT_PATH } from '../../../contracts/api-paths';
import type { MoveRequest } from '../../../machines/applicant-status.machine';
import { applicantStatusModel } from '../../machines/applicant-status.model';
import { type ApplicantStatusUi, applicantStatusView } from '../../machines/applicant-status.view';
import { applyAs, firstOpenJob, openStatusTab } from '../../support/browser/board-walk';
import { baseUrl } from '../../support/browser/browser';
import { signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { heldRequests } from '../../support/paths/held-requests';
import { chromiumScreen } from '../../support/paths/screen-chromium';

const MOVE_PATH = new RegExp(`^${JOB_MANAGEMENT_PATH}/applications/(\\d+)/move$`);

/** The open job every path's applicant applies to; set when the first path opens the board. */
let careerId: number | undefined;
let applicants = 0;

/** Names take letters only (no digits); all of one length, so a search for one finds no other. */
const nameOf = (n: number) =>
  `Path Walker ${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;

/** A move the page asks for, as the request the app sent (in the query; the note and an offer override's
 * reason in the body). */
function moveOf(route: Route): MoveRequest {
  const url = new URL(route.request().url());
  const body = route.request().postDataJSON() as { note?: string; offerOverrideReason?: string } | null;
  const note = body?.note;
  const offerOverrideReason = body?.offerOverrideReason;
  const reasonId = url.searchParams.get('reasonId');
  const emailCandidate = url.searchParams.get('emailCandidate');
  return {
    applicationId: Number(MOVE_PATH.exec(url.pathname)?.[1]),
    toStatusCode: url.searchParams.get('toStatusCode') ?? '',
    ...(note ? { note } : {}),
    ...(reasonId ? { reasonId: Number(reasonId) } : {}),
    ...(emailCandidate ? { emailCandidate: emailCandidate === 'true' } : {}),
    ...(offerOverrideReason ? { offerOverrideReason } : {}),
  };
}

const held = heldRequests((url) => MOVE_PATH.test(url.pathname), moveOf);

describeBrowserPaths('applicant status', applicantStatusModel, {
  ...applicantStatusView,
  open: async (page): Promise<ApplicantStatusUi> => {
    if (careerId === undefined) {
      await signInAs(page, 'admin');
      careerId = await firstOpenJob();
    }
    applicants += 1;
    const applicant = { id: 0, name: nameOf(applicants) };
    applicant.id = await applyAs(
      careerId,
      applicant.name,
      `path.walker.${applicants}@example.com`,
      applicants,
    );
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    // The board lists every applicant of the job: the search leaves this path's one.
    await page.getByLabel('Search applicants').fill(applicant.name);
    return {
      screen: chromiumScreen(page),
      applicant,
      card: { within: { role: 'article', name: applicant.name } },
      heldMove: held.current,
      settleMove: async (statusCode) => {
        const { route } = await held.take();
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        expect((await answered).status()).toBe(200);
        // The board moves the applicant to the tab of their new status at once: follow them there.
        await page.getByRole('article', { name: applicant.name, exact: true }).waitFor({ state: 'detached' });
        await openStatusTab(page, statusCode);
      },
      failMove: async () => (await held.take()).route.abort('failed'),
    };
  },
  routes: [held.route],
  // A path that ends while a move is held leaves it unsaved.
  cleanup: () => held.drop(),
});
