// The interview's generated paths on the built site in Chromium, against the real server: the same model and
// view as the happy-dom walk, with each person on a page of their own: the demo recruiter on the applicant's
// person page, the demo employee (an interviewer) on "My interviews", and the candidate on their status page
// from the link in their e-mail. Each path gets an applicant of its own, moved to "Interviewing", and an
// interview proposed through the API with the model's two slots.
//
// The server's rules read its own clock, which a test cannot move: the model's later moments (a slot's cut-off
// passed, the interview's time come) are walked by the machine and happy-dom drivers only, and here the
// first moment's actions are. The model's times are moved a whole number of weeks ahead of the real clock
// (a week more for each path, so no path's times meet another's for the same interviewer).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import {
  INTERVIEWS_PATH,
  JOB_MANAGEMENT_PATH,
  PEOPLE_PATH,
  PROFILE_PATH,
} from '../../../contracts/api-paths';
import { type Interview, interviewSchema } from '../../../contracts/interviews';
import type { PersonSummary } from '../../../contracts/people';
import type { InterviewActor } from '../../../machines/interview-rules';
import { interviewModel, MOMENTS, SLOT_A, SLOT_B, START } from '../../machines/interview.model';
import { type InterviewUi, interviewView, OFFICE } from '../../machines/interview.view';
import { applyAs, firstOpenJob } from '../../support/browser/board-walk';
import { baseUrl, dataDir } from '../../support/browser/browser';
import { freshTab } from '../../support/browser/fresh-tab';
import { demoSessionFromServer, signInAs } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';
import { demoSessionUser } from '../../support/paths/demo-staff';
import { chromiumScreen } from '../../support/paths/screen-chromium';
import { mailContaining, statusPathIn } from '../../support/server/outbox';
import { WAIT_MS } from '../../support/vitest/waits';

const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;
const CANDIDATE_ZONE = 'Asia/Kolkata';
const INTERVIEWER = demoSessionUser('employee');

let careerId: number | undefined;
let walks = 0;
const tokens: Partial<Record<'recruiter' | 'employee', string>> = {};
/** The interviewer's and the candidate's pages, in contexts of their own, kept for the file. */
const others: { contexts: BrowserContext[]; interviewer?: Page; candidate?: Page } = { contexts: [] };
afterAll(async () => {
  for (const context of others.contexts) await context.close().catch(() => {});
});

/** The API as a demo account, from the test. */
async function api<T>(as: 'recruiter' | 'employee', path: string, method = 'GET', body?: object) {
  tokens[as] ??= (await demoSessionFromServer(baseUrl(), as)).token;
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens[as]}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The first path's set-up: the interviewer's profile completed (the demo leaves it to do), and the pages. */
async function setUpOnce(page: Page) {
  careerId = await firstOpenJob();
  await signInAs(page, 'recruiter');
  await api('employee', PROFILE_PATH, 'PUT', {
    fullName: INTERVIEWER.displayName,
    email: 'employee@example.com',
    phone: '+91 98765 43210',
    designation: 'Digital Marketing Executive',
    office: 'india',
  });
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  for (const who of ['interviewer', 'candidate'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(WAIT_MS);
    others.contexts.push(context);
    others[who] = await freshTab(context, baseUrl());
  }
  if (!others.interviewer || !others.candidate) throw new Error('no pages');
  await signInAs(others.interviewer, 'employee');
  // The candidate reads times in Hyderabad's zone, chosen on an earlier visit.
  await others.candidate.evaluate(
    (zone) => localStorage.setItem('preferred-time-zone', zone),
    CANDIDATE_ZONE,
  );
}

/** 1 → a, 27 → aa: names take letters only. */
const letters = (n: number): string =>
  (n > 26 ? letters(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(97 + ((n - 1) % 26));

const move = (applicationId: number, to: string) =>
  api('recruiter', `${JOB_MANAGEMENT_PATH}/applications/${applicationId}/move?toStatusCode=${to}`, 'POST');

describeBrowserPaths('interview', interviewModel, {
  ...interviewView,
  // An applicant, an interview and three pages a path: the fewest paths that still cover what can be walked.
  paths: 'covering',
  skips: {
    // The path's start (xstate.init) has no moment.
    when: (event) => 'at' in event && event.at !== MOMENTS.early,
    why: 'the real server’s clock cannot be moved to a later moment of the model; those are walked in the machine and happy-dom drivers',
  },
  open: async (page): Promise<InterviewUi> => {
    if (careerId === undefined) await setUpOnce(page);
    const { interviewer, candidate } = others;
    if (!interviewer || !candidate) throw new Error('no pages');
    walks += 1;
    // The model's start becomes 09:00 UTC a day from now, a week later for each path.
    const today = new Date();
    const start =
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1, 9) + walks * WEEK;
    const real = (ms: number) => ms - START + start;

    const name = `Interview Walker ${letters(walks)}`;
    const email = `interview.walker.${Date.now() % 1e8}.${walks}@example.com`;
    const applicationId = await applyAs(careerId ?? 0, name, email, 8000 + walks, `127.0.0.${40 + walks}`);
    await move(applicationId, 'PROFILE_SCREENED');
    await move(applicationId, 'INTERVIEWING');
    const [person] = await api<PersonSummary[]>(
      'recruiter',
      `${PEOPLE_PATH}/lookup?q=${encodeURIComponent(email)}`,
    );
    if (!person) throw new Error(`${email} has no person`);
    const proposed = interviewSchema.parse(
      await api<Interview>('recruiter', INTERVIEWS_PATH, 'POST', {
        applicationId,
        kind: 'video',
        office: OFFICE,
        videoLink: 'https://meet.example.com/walk',
        durationMinutes: 60,
        interviewerIds: [INTERVIEWER.id],
        slots: [SLOT_A, SLOT_B].map((at) => new Date(real(at)).toISOString()),
        cutoffHours: 24,
      }),
    );
    const statusLink = `${baseUrl()}${statusPathIn(await mailContaining(dataDir(), email))}`;
    const article = `Video call with ${name}`;
    const pages: Record<InterviewActor, { page: Page; url: string; ready: () => Promise<void> }> = {
      recruiter: {
        page,
        url: `${baseUrl()}/admin/people/${person.id}`,
        ready: () => page.getByRole('article', { name: article }).waitFor(),
      },
      interviewer: {
        page: interviewer,
        url: `${baseUrl()}/admin/interviews`,
        ready: () => interviewer.getByRole('article', { name: article }).waitFor(),
      },
      candidate: {
        page: candidate,
        url: statusLink,
        ready: () => candidate.getByRole('heading', { name: 'Your interviews' }).waitFor(),
      },
    };
    /** Opens every person's page, once it shows the interview. */
    const openAll = async () => {
      for (const { page: each, url, ready } of Object.values(pages)) {
        await each.goto(url);
        await ready();
      }
    };
    /**
     * Every person looks again after a change. The staff load their pages again; the candidate comes back to
     * their tab, which reads the interviews again (the status page's calls are rate-limited per address, and
     * every page of the walk comes from one), unless they made the change there themselves.
     */
    const lookAgain = async (actor: InterviewActor) => {
      for (const who of ['recruiter', 'interviewer'] as const) {
        await pages[who].page.goto(pages[who].url);
        await pages[who].ready();
      }
      if (actor === 'candidate') return;
      await Promise.all([
        candidate.waitForResponse((res) => /\/interviews$/.test(new URL(res.url()).pathname)),
        candidate.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
      ]);
    };
    await openAll();
    // Whose page the last action was taken on: the view takes each person's screen before acting.
    let actor: InterviewActor = 'recruiter';
    const screens = {
      recruiter: chromiumScreen(page),
      interviewer: chromiumScreen(interviewer),
      candidate: chromiumScreen(candidate),
    };
    const current = async () =>
      interviewSchema.parse(
        (
          await api<{ interviews: Interview[] }>(
            'recruiter',
            `${INTERVIEWS_PATH}?applicationId=${applicationId}`,
          )
        ).interviews[0],
      );
    // An interview's last change, as the server has it: an action is taken once this moves on.
    const stamp = (i: Interview) => `${i.state}|${i.startsAt}|${i.updatedAt}|${i.sequence}`;
    let last = stamp(proposed);
    return {
      screen: screens.recruiter,
      screenOf: (who) => {
        actor = who;
        return screens[who];
      },
      // Staff pages list other paths' interviews too: each person's view is this path's card.
      scopeOf: (actor) =>
        actor === 'candidate' ? undefined : { within: { role: 'article', name: article } },
      // The server's now stands for the model's first moment (every slot open, none begun).
      at: async () => Date.now(),
      real,
      facts: async () => {
        const interview = await current();
        return {
          state: interview.state,
          startsAt: interview.startsAt === null ? null : Date.parse(interview.startsAt),
          slotStarts: interview.slots.map((slot) => Date.parse(slot.startsAt)),
          cutoffHours: interview.cutoffHours,
        };
      },
      candidateZone: CANDIDATE_ZONE,
      flush: async () => {},
      saved: async () => {
        await expect.poll(async () => stamp(await current()), { timeout: WAIT_MS }).not.toBe(last);
        last = stamp(await current());
        await lookAgain(actor);
      },
    };
  },
});
