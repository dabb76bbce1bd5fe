// Bulk moves' generated paths on the recruiter board of the built site, in Chromium: the same model and view
// as the happy-dom walk. Each path gets three applicants of its own, who apply and are screened through the
// API, and walks their Profile Screened tab, signed in once as the demo recruiter; a search for the path's
// token leaves only them. The bulk move the page asks for is held at the network (page.route) until the
// path says it settles: then it goes on to the real server, or fails as when the network is down. Answers
// with a refusal are walked in happy-dom only: a refusal the real server makes is for good (the applicant was
// moved elsewhere meanwhile), while the model's refused applicant may be moved on a later step.
import { expect } from 'vitest';
import { JOB_MANAGEMENT_PATH } from '../../../contracts/api-paths';
import type { BulkMoveOutcome, BulkMoveRequest } from '../../../machines/bulk-move.machine';
import { bulkMoveModel, TAB_STATUS } from '../../machines/bulk-move.model';
import { type BulkMoveUi, bulkMoveView } from '../../machines/bulk-move.view';
import { applyAs, firstOpenJob, openStatusTab } from '../../support/browser/board-walk';
import { apiFromPage, baseUrl } from '../../support/browser/browser';
import { signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { heldRequests } from '../../support/paths/held-requests';
import { chromiumScreen } from '../../support/paths/screen-chromium';

const BULK_PATH = `${JOB_MANAGEMENT_PATH}/applications/bulk-move`;
/** The model's three, in the order the tab lists them (newest first): they apply in the reverse order. */
const FIRST_NAMES = ['Asha', 'Ashok', 'Chen'];

let careerId: number | undefined;
let walked = 0;
const held = heldRequests(
  (url) => url.pathname === BULK_PATH,
  (route) => route.request().postDataJSON() as BulkMoveRequest,
);

/** "Bulk Ab": letters only, one length, so a search for one path's token finds no other path's applicants. */
const tokenOf = (n: number) =>
  `Bulk ${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;

describeBrowserPaths('bulk move', bulkMoveModel, {
  ...bulkMoveView,
  open: async (page): Promise<BulkMoveUi> => {
    if (careerId === undefined) {
      await signInAs(page, 'recruiter');
      careerId = await firstOpenJob();
    }
    walked += 1;
    const token = tokenOf(walked);
    const realIds: number[] = [];
    for (const [index, first] of [...FIRST_NAMES.entries()].reverse()) {
      const n = walked * 3 + index;
      // Five paths' applicants from each loopback address: fifteen of the twenty one address may send.
      const from = `127.0.0.${2 + Math.floor(walked / 5)}`;
      realIds[index] = await applyAs(
        careerId,
        `${token} ${first}`,
        `bulk.walker.${n}@example.com`,
        50_000 + n,
        from,
      );
    }
    const screenProfile = (id: number) =>
      apiFromPage(page, `${JOB_MANAGEMENT_PATH}/applications/${id}/move?toStatusCode=${TAB_STATUS}`, 'POST');
    for (const id of realIds) await screenProfile(id);
    const modelOf = (realId: number) => realIds.indexOf(realId) + 1;

    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    await page.getByLabel('Search applicants').fill(token);
    await openStatusTab(page, TAB_STATUS);
    return {
      screen: chromiumScreen(page),
      nameOf: (id) => `${token} ${FIRST_NAMES[id - 1]}`,
      narrowSearch: `${token} Ash`,
      heldMove: () => {
        const request = held.current();
        return request && { ...request, applicationIds: request.applicationIds.map(modelOf) };
      },
      settleMove: async () => {
        const { route } = await held.take();
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        expect((await answered).status()).toBe(200);
      },
      failMove: async () => (await held.take()).route.abort('failed'),
    };
  },
  skips: {
    when: (event) =>
      event.type === ('xstate.done.actor.move' as string) &&
      (event as unknown as { output: BulkMoveOutcome }).output.refused.length > 0,
    why:
      'a move the server partly refuses: its refusal is for good (the applicant moved elsewhere), while ' +
      'the model’s refused applicant may be moved on a later step',
  },
  routes: [held.route],
  // A path that ends while a move is held leaves it unsaved.
  cleanup: () => held.drop(),
});
