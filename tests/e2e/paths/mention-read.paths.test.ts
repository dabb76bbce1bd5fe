// A mention's read state, generated paths on /admin/mentions of the built site in Chromium: the same model and
// view as the happy-dom walk. Each path gets a note of its own, written over the API by the demo admin on an
// application of the file's own applicant and naming @recruiter, the demo account the page is signed in as;
// the previous path's note is deleted first, so the list holds just this one mention. The marking the item
// sends is held at the network until the path says how it settles: it goes on to the real server (saved),
// fails as offline, or goes on after the admin has deleted the note meanwhile, so the server answers 404.
import { expect } from 'vitest';
import { MENTIONS_PATH, NOTES_PATH } from '../../../contracts/api-paths';
import { mentionReadModel } from '../../machines/mention-read.model';
import { type MentionReadUi, mentionReadView } from '../../machines/mention-read.view';
import { applyAs, firstOpenJob } from '../../support/browser/board-walk';
import { baseUrl } from '../../support/browser/browser';
import { demoSessionFromServer, signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { demoSessionUser } from '../../support/paths/demo-staff';
import { heldRequests } from '../../support/paths/held-requests';
import { chromiumScreen } from '../../support/paths/screen-chromium';

const MARK = new RegExp(`^${MENTIONS_PATH}/\\d+/read$`);
const held = heldRequests(
  (url) => MARK.test(url.pathname),
  (route) => route.request().url(),
);
let applicationId: number | undefined;
let signedIn = false;
let noteId: number | null = null;
/** The mention as the list names it: by the demo admin's display name. */
const MENTIONED = new RegExp(`^${demoSessionUser('admin').displayName} mentioned you`);

/** The demo admin's call to the API. */
async function asAdmin(path: string, method: string, body?: object) {
  const { token } = await demoSessionFromServer(baseUrl(), 'admin');
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.status === 204 ? null : ((await res.json()) as { id: number });
}

describeBrowserPaths('mention read', mentionReadModel, {
  ...mentionReadView,
  open: async (page): Promise<MentionReadUi> => {
    if (!signedIn) {
      await signInAs(page, 'recruiter');
      signedIn = true;
    }
    applicationId ??= await applyAs(
      await firstOpenJob(),
      'Mention Walker',
      'mention.walker@example.com',
      811,
      '127.0.0.5',
    );
    if (noteId !== null) await asAdmin(`${NOTES_PATH}/${noteId}`, 'DELETE').catch(() => {});
    noteId =
      (await asAdmin(NOTES_PATH, 'POST', { applicationId, body: '@recruiter can you call them today?' }))
        ?.id ?? null;
    await page.goto(`${baseUrl()}/admin/mentions`);
    const screen = chromiumScreen(page);
    return {
      screen,
      item: { within: { role: 'article', name: MENTIONED } },
      othersUnread: 0,
      settle: async () => {
        await (await held.take()).route.continue();
      },
      fail: async (error) => {
        const { route } = await held.take();
        if (error.status !== 404) return route.abort('internetdisconnected');
        await asAdmin(`${NOTES_PATH}/${noteId}`, 'DELETE');
        noteId = null;
        await route.continue();
      },
      markAll: () => screen.click({ role: 'button', name: 'Mark all read' }),
    };
  },
  routes: [held.route],
  cleanup: () => held.drop(),
});
