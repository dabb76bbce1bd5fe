// "Merge with…" on the person page, generated paths on the built site in Chromium: the same model and view as
// the happy-dom walk. Each path gets four people of its own who apply through the API: the page's person, two
// merged into them beforehand (the listed merges) and the one the picker finds (someone new after each merge
// the page saves: the picker never offers a merged record). The merge or undo the page sends is held at the
// network until the path says how it settles: it goes on to the real server (saved), fails as offline, or
// goes on after the same merge or undo was made meanwhile, so the server refuses it (409).
import { expect } from 'vitest';
import { PEOPLE_PATH, PERSON_MERGES_PATH } from '../../../contracts/api-paths';
import type { PersonMergeResult, PersonSummary } from '../../../contracts/people';
import { LISTED, personMergeModel } from '../../machines/person-merge.model';
import { type PersonMergeUi, personMergeView } from '../../machines/person-merge.view';
import { applyAs, firstOpenJob } from '../../support/browser/board-walk';
import { baseUrl } from '../../support/browser/browser';
import { demoSessionFromServer, signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { heldRequests } from '../../support/paths/held-requests';
import { chromiumScreen } from '../../support/paths/screen-chromium';

const MERGE_CALL = new RegExp(`^${PERSON_MERGES_PATH}(/\\d+/undo)?$`);
const held = heldRequests(
  (url) => MERGE_CALL.test(url.pathname),
  (route) => route.request().url(),
);
let careerId: number | undefined;
let token: string | undefined;
let walks = 0;

/** The API as the demo recruiter, from the test. */
async function asRecruiter<T>(path: string, method = 'GET', body?: object): Promise<T> {
  token ??= (await demoSessionFromServer(baseUrl(), 'recruiter')).token;
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as T;
}

/** Someone new who applied; their person's id, found as the picker would find them. */
async function newPerson(name: string, email: string, n: number, from: string): Promise<number> {
  await applyAs(careerId ?? 0, name, email, n, from);
  const [found] = await asRecruiter<PersonSummary[]>(`${PEOPLE_PATH}/lookup?q=${encodeURIComponent(email)}`);
  if (!found) throw new Error(`${email} has no person`);
  return found.id;
}

/** 1 → a, 26 → z, 27 → aa: a number as a name may have it. */
const letters = (n: number): string =>
  (n > 26 ? letters(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(97 + ((n - 1) % 26));

const merge = (keptPersonId: number, mergedPersonId: number) =>
  asRecruiter<PersonMergeResult>(PERSON_MERGES_PATH, 'POST', { keptPersonId, mergedPersonId });

describeBrowserPaths('person merge', personMergeModel, {
  ...personMergeView,
  // Four applicants and a page load per path: the fewest paths that still cover every state and transition.
  paths: 'covering',
  open: async (page): Promise<PersonMergeUi> => {
    if (careerId === undefined) {
      await signInAs(page, 'recruiter');
      careerId = await firstOpenJob();
    }
    walks += 1;
    // Four applications a path, and one more for each merge the page saves: each path applies from an
    // address of its own (20 an hour from one), with mobiles of its own (a shared mobile would match people).
    const from = `127.0.0.${20 + walks}`;
    const stamp = Date.now() % 1e7;
    // Names take letters only (fullNameSchema): the path's people are told apart by a letter tag.
    const tag = letters(walks);
    const person = (name: string, email: string, n: number) =>
      newPerson(name, email, 4000 + walks * 100 + n, from);
    const kept = await person(`Merge Kept ${tag}`, `merge.kept.${walks}.${stamp}@example.com`, 0);
    const listedNames = [`Merge First ${tag}`, `Merge Second ${tag}`] as const;
    const first = await person(listedNames[0], `merge.first.${walks}.${stamp}@example.com`, 1);
    const second = await person(listedNames[1], `merge.second.${walks}.${stamp}@example.com`, 2);
    // The one the picker finds. A merge the page saves takes them in, and the picker never offers a record
    // merged into another: the next search then looks for someone new, as a recruiter would.
    let candidates = 0;
    const newCandidate = async () => {
      candidates += 1;
      const found = {
        name: `Merge Candidate ${letters(candidates)} ${tag}`,
        email: `merge.candidate.${walks}.${candidates}.${stamp}@example.com`,
      };
      await person(found.name, found.email, 2 + candidates);
      return found;
    };
    let candidate = await newCandidate();
    // Merged in this order: the model's first listed merge is the older.
    await merge(kept, first);
    await merge(kept, second);
    await page.goto(`${baseUrl()}/admin/people/${kept}`);
    const screen = chromiumScreen(page);
    await screen.expect({ role: 'heading', name: `Merge Kept ${tag}` });
    return {
      screen,
      listedUndo: (mergeId) =>
        `Undo merge of ${listedNames[LISTED.indexOf(mergeId as (typeof LISTED)[number])]}`,
      get search() {
        return candidate.email;
      },
      get candidateName() {
        return candidate.name;
      },
      flush: async () => {},
      settle: async () => {
        const { route } = await held.take();
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        expect((await answered).status()).toBeLessThan(300);
        if (!new URL(route.request().url()).pathname.endsWith('/undo')) candidate = await newCandidate();
      },
      fail: async (error) => {
        const { route } = await held.take();
        if (error.status !== 409) return route.abort('internetdisconnected');
        // The same call made behind the page's back first: the page's own is then refused.
        const { pathname } = new URL(route.request().url());
        const sent = route.request().postData();
        const made = await asRecruiter<PersonMergeResult>(
          pathname,
          'POST',
          sent ? (JSON.parse(sent) as object) : undefined,
        );
        const answered = page.waitForResponse((response) => response.request() === route.request());
        await route.continue();
        expect((await answered).status()).toBe(409);
        // A merge made behind its back is taken back, so that the picker finds the candidate again.
        if (!pathname.endsWith('/undo'))
          await asRecruiter(`${PERSON_MERGES_PATH}/${made.merge.id}/undo`, 'POST');
      },
    };
  },
  routes: [held.route],
  // A path that ends while a call is held leaves it unsent.
  cleanup: () => held.drop(),
});
