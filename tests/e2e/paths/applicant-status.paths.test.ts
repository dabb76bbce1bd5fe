// The applicant card's generated paths on the recruiter board of the built site, in Chromium: the same model
// and view as the jsdom walk. Each path gets an applicant of its own, who has just applied (so the card
// starts in APPLIED), and walks their card on the board, signed in once as the demo recruiter. The move the
// card asks the server for is held at the network (page.route) until the path says it settles: then it goes
// on to the real server, which moves the applicant, or fails as when the network is down.
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { JOB_MANAGEMENT_PATH } from '../../../contracts/api-paths';
import type { CareerListItem } from '../../../contracts/careers';
import type { MoveRequest } from '../../../machines/applicant-status.machine';
import { applicantStatusModel } from '../../machines/applicant-status.model';
import { type ApplicantStatusUi, applicantStatusView } from '../../machines/applicant-status.view';
import { baseUrl, signInAs } from '../../setup/browser';
import { describeBrowserPaths } from '../../setup/browser-paths';
import { validApplicant } from '../../setup/careers-fixtures';
import { pdfResume } from '../../setup/resume-files';
import { chromiumScreen } from '../../setup/screen-chromium';
import { WAIT_MS } from '../../setup/waits';

const MOVE_PATH = new RegExp(`^${JOB_MANAGEMENT_PATH}/applications/(\\d+)/move$`);

/** The open job every path's applicant applies to; set when the first path opens the board. */
let careerId: number | undefined;
let applicants = 0;
/** The move the page asked for and this test holds; one at a time, as one card is walked at a time. */
let held: { route: Route; request: MoveRequest } | undefined;

/** Names take letters only (no digits); all of one length, so a search for one finds no other. */
const nameOf = (n: number) =>
  `Path Walker ${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;

/** Applies through the public careers API, with a PDF résumé, as a visitor does; the new application's id. */
async function applyAs(name: string, n: number): Promise<number> {
  const form = new FormData();
  const fields = {
    ...validApplicant,
    fullName: name,
    email: `path.walker.${n}@example.com`,
    mobile: `+91 60000 ${String(n).padStart(5, '0')}`,
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('resume', new Blob([new Uint8Array(pdfResume(name))], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${baseUrl()}/api/careers/${careerId}/applications`, {
    method: 'POST',
    body: form,
  });
  const body = (await res.json()) as { applicationId: number };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.applicationId;
}

/** Holds every move the page asks for, as the request the app sent (the move travels in the query). */
function holdMoves(route: Route) {
  const url = new URL(route.request().url());
  const note = url.searchParams.get('note');
  held = {
    route,
    request: {
      applicationId: Number(MOVE_PATH.exec(url.pathname)?.[1]),
      toStatusCode: url.searchParams.get('toStatusCode') ?? '',
      ...(note ? { note } : {}),
    },
  };
}

/** The held move, once the page has asked for it; no longer held afterwards. */
async function takeHeld() {
  const deadline = Date.now() + WAIT_MS;
  while (!held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  const taken = held;
  held = undefined;
  if (!taken) throw new Error('the page asked for no move');
  return taken;
}

/** Selects the tab of `statusCode`; the tabs show five at a time, so Next brings a later one into view. */
async function showTab(page: Page, statusCode: string) {
  const tab = page.locator(`[id="status-tab-${statusCode}"]`);
  for (let shown = 0; (await tab.count()) === 0; shown++) {
    if (shown > 8) throw new Error(`no tab for ${statusCode}`);
    await page.getByRole('button', { name: 'Next status' }).click();
  }
  await tab.click();
  await page.locator(`[id="status-tab-${statusCode}"][aria-selected="true"]`).waitFor();
}

describeBrowserPaths('applicant status', applicantStatusModel, {
  ...applicantStatusView,
  open: async (page): Promise<ApplicantStatusUi> => {
    if (careerId === undefined) {
      await signInAs(page, 'recruiter');
      await page.route((url) => MOVE_PATH.test(url.pathname), holdMoves);
      const jobs = (await (await fetch(`${baseUrl()}/api/careers/all`)).json()) as CareerListItem[];
      careerId = jobs[0]?.id;
      if (careerId === undefined) throw new Error('the demo data has no open job');
    }
    applicants += 1;
    const applicant = { id: 0, name: nameOf(applicants) };
    applicant.id = await applyAs(applicant.name, applicants);
    held = undefined;
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    // The board lists every applicant of the job: the search leaves this path's one.
    await page.getByLabel('Search applicants').fill(applicant.name);
    return {
      screen: chromiumScreen(page),
      applicant,
      card: { within: { role: 'article', name: applicant.name } },
      heldMove: () => held?.request,
      settleMove: async (statusCode) => {
        const { route } = await takeHeld();
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        expect((await answered).status()).toBe(200);
        // The board moves the applicant to the tab of their new status at once: follow them there.
        await page.getByRole('article', { name: applicant.name, exact: true }).waitFor({ state: 'detached' });
        await showTab(page, statusCode);
      },
      failMove: async () => (await takeHeld()).route.abort('failed'),
    };
  },
  // A path that ends while a move is held leaves it unsaved.
  cleanup: async () => {
    await held?.route.abort('failed').catch(() => {});
    held = undefined;
  },
});
