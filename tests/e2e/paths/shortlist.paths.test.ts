// A client shortlist's staff page, generated paths on the built site in Chromium: the same model and view as the
// happy-dom walk. The page is a real draft of a demo client's job, made once through the API; each call of the
// page's machine (read, share, revoke, close) is held at the network until the path says how it settles: with
// the model's answer for this shortlist, refused with the model's status and words, or offline. Saving the
// draft is no step of the machine's and goes on to the real server, which keeps the shortlist a draft
// throughout (the share the page sees is the path's), so every path starts from the same page.
import type { Page, Route } from 'playwright-core';
import type { AdminCareerRow } from '../../../contracts/admin-careers';
import { ADMIN_CAREERS_PATH, SHORTLISTS_PATH } from '../../../contracts/api-paths';
import type { Shortlist } from '../../../contracts/shortlists';
import { shortlistModel } from '../../machines/shortlist.model';
import { type ShortlistUi, shortlistView } from '../../machines/shortlist.view';
import { applyAs } from '../../support/browser/board-walk';
import { baseUrl } from '../../support/browser/browser';
import { demoSessionFromServer, signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { chromiumScreen } from '../../support/paths/screen-chromium';
import { WAIT_MS } from '../../support/vitest/waits';

const CALL = new RegExp(`^${SHORTLISTS_PATH}/\\d+(/share|/revoke|/close)?$`);
let held: Route | undefined;
let shortlistId: number | undefined;
/** The real draft's candidate: the model's candidate stands for them, so that saving the draft reaches them. */
let applicationId: number | undefined;
let token: string | undefined;

async function asRecruiter<T>(path: string, method = 'GET', body?: object): Promise<T> {
  token ??= (await demoSessionFromServer(baseUrl(), 'recruiter')).token;
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A draft of the first open job the demo firm recruits for a client, with one new applicant on it. */
async function demoDraft(): Promise<Shortlist> {
  const careers = await asRecruiter<{ items: AdminCareerRow[] }>(
    `${ADMIN_CAREERS_PATH}?status=OPEN&pageSize=50`,
  );
  const career = careers.items.find((row) => row.client !== null);
  if (!career) throw new Error('the demo data has no open job for a client');
  const stamp = Date.now() % 1e7;
  const applied = await applyAs(
    career.id,
    'Shortlist Candidate',
    `shortlist.${stamp}@example.com`,
    7100,
    '127.0.0.90',
  );
  const draft = await asRecruiter<Shortlist>(SHORTLISTS_PATH, 'POST', {
    careerId: career.id,
    title: 'Payroll shortlist',
    applicationIds: [applied],
  });
  return draft;
}

async function take(): Promise<Route> {
  const deadline = Date.now() + WAIT_MS;
  while (!held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  const route = held;
  held = undefined;
  if (!route) throw new Error('the page asked for nothing');
  return route;
}

/** The model's shortlist as this page's: the real id, and the real candidate. */
const asThis = (shortlist: Shortlist): Shortlist => ({
  ...shortlist,
  id: shortlistId ?? 0,
  items: shortlist.items.map((item) => ({ ...item, applicationId: applicationId ?? 0 })),
});
const asThisShortlist = (output: unknown) => {
  const value = output as Shortlist | { shortlist: Shortlist; link: string };
  return 'link' in value ? { ...value, shortlist: asThis(value.shortlist) } : asThis(value);
};

describeBrowserPaths('shortlist', shortlistModel, {
  ...shortlistView,
  // A page load per path: the fewest paths that still cover every state and transition.
  paths: 'covering',
  open: async (page: Page): Promise<ShortlistUi> => {
    if (shortlistId === undefined) {
      await signInAs(page, 'recruiter');
      const draft = await demoDraft();
      shortlistId = draft.id;
      applicationId = draft.items[0]?.applicationId;
    }
    await page.goto(`${baseUrl()}/admin/shortlists/${shortlistId}`);
    const screen = chromiumScreen(page);
    return {
      screen,
      flush: async () => {},
      settle: async (output) => {
        const route = await take();
        await route.fulfill({ status: 200, json: asThisShortlist(output) });
      },
      fail: async (error) => {
        const route = await take();
        if (error.status === undefined) return route.abort('internetdisconnected');
        await route.fulfill({
          status: error.status,
          json: { error: { code: error.status === 410 ? 'gone' : 'conflict', message: error.message } },
        });
      },
    };
  },
  // The page reads the shortlist as it loads: that read is the path's first step, held like the others (on a
  // busy machine it went out before routes set up after the load, and reached the real server).
  routeFromLoad: true,
  routes: [
    {
      url: (url) => CALL.test(url.pathname),
      handler: (route) => {
        // Saving the draft is the page's own call, not the machine's: it reaches the real server.
        if (route.request().method() === 'PUT') return route.continue();
        held = route;
      },
    },
  ],
  cleanup: async () => {
    await held?.abort('failed').catch(() => {});
    held = undefined;
  },
});
