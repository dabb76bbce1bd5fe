// The note composer, generated paths on the person page of the built site in Chromium: the same model and
// view as the happy-dom walk. It needs the person page (src/features/people) to show <NotesPanel personId>;
// each path's applicant is found through the person the server made for them (the people lookup). Each path starts on
// a fresh person page with one note of the demo recruiter's own (the model's OWN_NOTE), written over the API.
// The save the page sends is held at the network until the path says how it settles: it goes on to the real
// server (saved), fails as offline, or is answered 403 as the server answers someone else's note.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { NOTES_PATH, PEOPLE_PATH } from '../../../contracts/api-paths';
import { noteComposerModel, OWN_NOTE } from '../../machines/note-composer.model';
import { type NoteComposerUi, noteComposerView } from '../../machines/note-composer.view';
import { applyAs, firstOpenJob } from '../../support/browser/board-walk';
import { apiFromPage, baseUrl } from '../../support/browser/browser';
import { signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { heldRequests } from '../../support/paths/held-requests';
import { chromiumScreen } from '../../support/paths/screen-chromium';

const SAVE = new RegExp(`^${NOTES_PATH}(/\\d+)?$`);
const held = heldRequests(
  (url) => SAVE.test(url.pathname),
  (route) => route.request().method(),
);
let walkers = 0;

/** Calls the API as the page's signed-in recruiter. */
async function asRecruiter<T>(page: Page, path: string, method: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const persisted = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { auth?: string };
      const token = persisted.auth ? (JSON.parse(persisted.auth) as { token?: string }).token : undefined;
      const res = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : null,
      });
      return res.json();
    },
    { path, method, body },
  ) as Promise<T>;
}

describeBrowserPaths('note composer', noteComposerModel, {
  ...noteComposerView,
  // One person per path, with a page load each: the fewest paths that still cover every state, transition
  // and situation (the happy-dom walk takes more).
  paths: 'covering',
  open: async (page): Promise<NoteComposerUi> => {
    if (walkers === 0) await signInAs(page, 'recruiter');
    walkers += 1;
    await applyAs(
      await firstOpenJob(),
      `Note Walker ${String.fromCharCode(96 + walkers)}`,
      `note.walker.${walkers}@example.com`,
      820 + walkers,
      '127.0.0.6',
    );
    // The person the server made for the application, found by the applicant's own e-mail.
    const [person] = await apiFromPage<{ id: number }[]>(
      page,
      `${PEOPLE_PATH}/lookup?q=${encodeURIComponent(`note.walker.${walkers}@example.com`)}`,
    );
    if (!person) throw new Error('the server made no person for the application');
    await asRecruiter(page, NOTES_PATH, 'POST', { personId: person.id, body: OWN_NOTE.body });
    await page.goto(`${baseUrl()}/admin/people/${person.id}`);
    await page.getByRole('heading', { name: 'Notes' }).waitFor();
    // The model's own note is the only one: notes shown, newest first.
    const shown = [OWN_NOTE.body];
    return {
      screen: chromiumScreen(page),
      settle: async () => {
        const { route, request } = await held.take();
        const body = (route.request().postDataJSON() as { body: string }).body;
        if (request === 'POST') shown.unshift(body);
        else shown[shown.length - 1] = body;
        await route.continue();
      },
      fail: async (error) => {
        const { route } = await held.take();
        if (error.status !== 403) return route.abort('internetdisconnected');
        await route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'forbidden', message: 'Only the person who wrote a note can change it.' },
          }),
        });
      },
      expectListed: async () => {
        // The notes' own section: the person's applications above it are articles too.
        const articles = page.getByRole('region', { name: 'Notes', exact: true }).getByRole('article');
        await expect.poll(() => articles.count()).toBe(shown.length);
        for (const [index, body] of shown.entries())
          await expect.poll(() => articles.nth(index).textContent()).toContain(body);
      },
    };
  },
  routes: [held.route],
  cleanup: () => held.drop(),
});
