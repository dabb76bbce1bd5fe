// The session machine's generated paths in Chromium, on the built site and its real server: the same model
// and view as the happy-dom walk. The server's answers are its own, held until the path says it answers; a
// refused sign-in is the real server refusing a wrong password; a refused call is one 401 injected for one
// call the person's next page makes; the renewal is the keep-alive's real call at an inactivity check.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CURRENT_USER_PATH, DASHBOARD_PATH, PROFILE_PATH } from '../../../contracts/api-paths';
import type { SessionResponse } from '../../../contracts/auth';
import { INACTIVITY_CHECK_INTERVAL_MS } from '../../../machines/inactivity.machine';
import { KEEP_ALIVE_WINDOW_MS, tokenExpiryMs } from '../../../machines/token-expiry';
import { sessionModel } from '../../machines/session.model';
import { type SessionWalkHandle, sessionView } from '../../machines/session.view';
import { dashboardLabel, startChromiumSession } from '../../machines/session-chromium';
import { baseUrl } from '../../support/browser/browser';
import { demoSessionFromServer } from '../../support/browser/sign-in';
import { describeBrowserPaths } from '../../support/paths/browser-paths';

/** Sessions an earlier visit left, by username: signed in once, kept until a path logs one out. */
const earlierVisits = new Map<string, SessionResponse>();

async function chromiumSessionHandle(page: Page): Promise<SessionWalkHandle> {
  const session = await startChromiumSession(page, baseUrl());
  // Page time is the server's again: every token looks as fresh as the server made it.
  await page.clock.setSystemTime(Date.now());
  await session.hold('POST /auth/authenticate');
  await session.hold('POST /employee/auth/logout');
  let appOpen = false;
  const handle: SessionWalkHandle = {
    ...session,
    walk: { loads: 0 },
    appOpen: () => appOpen,
    async openApp(saved) {
      appOpen = true;
      if (!saved) return session.load('/admin/login');
      const { username } = saved.user;
      const visit = earlierVisits.get(username) ?? (await demoSessionFromServer(baseUrl(), username));
      earlierVisits.set(username, visit);
      expect(visit.user).toMatchObject({ username, role: saved.user.role });
      session.learnToken(saved.token, visit.token);
      await session.persist(visit);
      await session.load('/admin/dashboard');
    },
    async goToSignIn() {
      await page.waitForLoadState();
      if (new URL(page.url()).pathname !== '/admin/login') await session.load('/admin/login');
    },
    server: {
      async signIn(answer) {
        const route = await session.release('POST /auth/authenticate');
        if ('output' in answer) {
          const response = await route.fetch();
          const body = (await response.json()) as SessionResponse;
          expect(body.user).toMatchObject({ username: answer.output.user.username });
          session.learnToken(answer.output.token, body.token);
          await route.fulfill({ response });
        } else {
          // The real server refuses: the password that reaches it is not the account's.
          const sent = route.request().postDataJSON() as { username: string; password: string };
          await route.continue({ postData: JSON.stringify({ ...sent, password: `${sent.password}-wrong` }) });
        }
      },
      async logout(answer) {
        const route = await session.release('POST /employee/auth/logout');
        if (answer === 'failed') return route.fulfill({ status: 500 });
        // The server ends the session: an earlier visit's token is no longer good.
        earlierVisits.clear();
        return route.continue();
      },
      async renew(renewal) {
        // The keep-alive renews at an inactivity check when the token expires within 5 min + 5 s: the
        // browser's clock moves on until it does (the server's does not), and the next check comes.
        const expiresAt = tokenExpiryMs(await session.storedToken());
        const due = expiresAt - KEEP_ALIVE_WINDOW_MS + 60_000;
        if ((await session.pageNow()) < due) await page.clock.setSystemTime(due);
        const renewed = page.waitForResponse((response) => response.url().endsWith(CURRENT_USER_PATH));
        await page.clock.runFor(INACTIVITY_CHECK_INTERVAL_MS);
        const body = (await (await renewed).json()) as SessionResponse;
        session.learnToken(renewal.token, body.token);
      },
      async refuseCall() {
        const last = handle.walk.last?.context;
        if (!last?.token || !last.user) {
          // Without a token the app passes no refusal on (src/lib/api.ts): the server refuses a call all the same.
          const status = await page.evaluate((path) => fetch(path).then((r) => r.status), CURRENT_USER_PATH);
          expect(status).toBe(401);
          return;
        }
        // The person opens another page of theirs, and the server refuses the call it makes.
        const onProfile = new URL(page.url()).pathname === '/admin/profile';
        const path = onProfile ? DASHBOARD_PATH : PROFILE_PATH;
        await page.route(
          (url) => url.pathname === path,
          (route) =>
            route.fulfill({
              status: 401,
              json: { error: { code: 'unauthorized', message: 'Session ended' } },
            }),
          { times: 1 },
        );
        const refused = page.waitForResponse((response) => new URL(response.url()).pathname === path);
        await session.screen.click({ role: 'button', name: `Account menu for ${last.user.username}` });
        await session.screen.click({
          role: 'menuitem',
          name: onProfile ? dashboardLabel(last.user) : 'Profile',
        });
        expect((await refused).status()).toBe(401);
      },
    },
  };
  return handle;
}

describeBrowserPaths('session', sessionModel, {
  ...sessionView,
  // A page load or two per path: the fewest paths that still cover all a person can reach.
  paths: 'covering',
  open: chromiumSessionHandle,
});
