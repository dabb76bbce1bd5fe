// "Undo move", generated paths on the recruiter board of the built site in Chromium: the same model and view
// as the happy-dom walk. Each path gets an applicant of its own, moved to Profile Screened (with the
// candidate's e-mail) by the demo recruiter the page is signed in as, so their card offers the undo. The undo
// the card sends is held at the network until the path says how it settles: it goes on to the real server
// (saved), fails as offline, or goes on after the applicant was moved again meanwhile, so the server refuses
// it (409). The window passes on the page's clock, with the recruiter moving the mouse now and then, as
// someone at the board would (the inactivity sign-out would otherwise end the session first).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { JOB_MANAGEMENT_PATH } from '../../../contracts/api-paths';
import type { BoardApplication } from '../../../contracts/recruiter';
import { moveUndoModel } from '../../machines/move-undo.model';
import { type MoveUndoUi, moveUndoView } from '../../machines/move-undo.view';
import { applyAs, firstOpenJob, openStatusTab } from '../../support/browser/board-walk';
import { apiFromPage, baseUrl } from '../../support/browser/browser';
import { signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { heldRequests } from '../../support/paths/held-requests';
import { chromiumScreen } from '../../support/paths/screen-chromium';

const UNDO_PATH = new RegExp(`^${JOB_MANAGEMENT_PATH}/applications/\\d+/moves/\\d+/undo$`);
const held = heldRequests(
  (url) => UNDO_PATH.test(url.pathname),
  (route) => route.request().url(),
);
let careerId: number | undefined;
let applicants = 0;

const move = (page: Page, id: number, toStatusCode: string) =>
  apiFromPage<BoardApplication>(
    page,
    `${JOB_MANAGEMENT_PATH}/applications/${id}/move?toStatusCode=${toStatusCode}&emailCandidate=true`,
    'POST',
  );

/** The page's clock runs `ms` on, a minute at a time, with the mouse moving in between. */
async function passTimeAtTheBoard(page: Page, ms: number) {
  for (let left = ms, step = 0; left > 0; left -= 60_000, step++) {
    await page.mouse.move(200 + (step % 2) * 40, 300);
    await page.clock.runFor(Math.min(60_000, left));
  }
}

describeBrowserPaths('move undo', moveUndoModel, {
  ...moveUndoView,
  perform: {
    ...moveUndoView.perform,
    'xstate.after.window.moveUndo.offered': (ui: MoveUndoUi & { page: Page }) =>
      passTimeAtTheBoard(ui.page, moveUndoModel.input.windowMs),
  },
  // One applicant per path, with a page load each: the fewest paths that still cover every state,
  // transition and guard outcome (the happy-dom walk takes them all).
  paths: 'covering',
  open: async (page): Promise<MoveUndoUi & { page: Page }> => {
    if (careerId === undefined) {
      await signInAs(page, 'recruiter');
      careerId = await firstOpenJob();
    }
    applicants += 1;
    const name = `Undo Walker ${String.fromCharCode(96 + applicants)}`;
    const id = await applyAs(
      careerId,
      name,
      `undo.walker.${applicants}@example.com`,
      900 + applicants,
      '127.0.0.4',
    );
    // An earlier path may have run the page's clock ahead: the offer's window is the server's.
    await page.clock.setSystemTime(Date.now());
    expect((await move(page, id, 'PROFILE_SCREENED')).undoableMove).toBeTruthy();
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    await page.getByLabel('Search applicants').fill(name);
    await openStatusTab(page, 'PROFILE_SCREENED');
    const card = { within: { role: 'article', name } };
    return {
      page,
      screen: chromiumScreen(page),
      card,
      settle: async () => {
        const { route } = await held.take();
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        expect((await answered).status()).toBe(200);
      },
      fail: async (error) => {
        const { route } = await held.take();
        if (error.status !== 409) return route.abort('internetdisconnected');
        await move(page, id, 'INTERVIEWING');
        await route.continue();
      },
      expectBack: async () => {
        await page.getByRole('article', { name, exact: true }).waitFor({ state: 'detached' });
        await openStatusTab(page, 'APPLIED');
        await page.getByRole('tabpanel').getByRole('article', { name, exact: true }).waitFor();
      },
    };
  },
  routes: [held.route],
  // A path that ends while an undo is held leaves it unsent.
  cleanup: () => held.drop(),
});
