// The keep-alive's generated paths in Chromium, on the built site and its real server: the same model and
// view as the happy-dom walk. The demo admin is signed in (through the API, as on an earlier visit) and the
// dashboard open; the moment the page opens stands for the model's NOW, so the page's clock (page.clock,
// paused between steps) is set to the real token's issue time plus the model's time at each check, and a
// check is the person moving the pointer and the next inactivity check running (runFor 30 s). The
// keep-alive's call is held at the network until the path answers it: it goes on to the real server, whose
// renewed token the app keeps, or fails as when the network is down (a fault injected, never an answer
// invented). A 401 is no failure the keep-alive ignores: the app takes it for an ended session, the
// session walk's refused call.
//
// Not walked here: a token handed over on its own (token.change). In the built app the session takes a new
// token only with a sign-in or as the keep-alive's own answer; the happy-dom walk hands the model's tokens
// over.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SessionResponse } from '../../../contracts/auth';
import { tokenExpiryMs } from '../../../machines/token-expiry';
import { keepAliveModel, NOW, renewal } from '../../machines/keep-alive.model';
import { type KeepAliveWalkHandle, keepAliveView } from '../../machines/keep-alive.view';
import { startChromiumSession } from '../../machines/session-chromium';
import { baseUrl } from '../../support/browser/browser';
import { demoSessionFromServer } from '../../support/browser/sign-in';
import { describeBrowserPaths, pauseClock } from '../../support/paths/browser-paths';

/** The server's token lifetime (server/services/tokens.ts): a token is issued this long before it expires. */
const TOKEN_LIFETIME_MS = 15 * 60_000;

/** The session's latest token: signed in once, renewed by the paths. */
let latest: SessionResponse | undefined;

async function chromiumKeepAliveHandle(page: Page): Promise<KeepAliveWalkHandle> {
  const { username } = renewal.user;
  // Pages load on a running clock; the walk pauses it once the app has started.
  await page.clock.resume();
  const session = await startChromiumSession(page, baseUrl());
  latest ??= await demoSessionFromServer(baseUrl(), username);
  expect(latest.user).toMatchObject({ username, role: renewal.user.role });
  // The model's NOW is the moment the server issued the token the page opens with.
  const issuedAt = tokenExpiryMs(latest.token) - TOKEN_LIFETIME_MS;
  await page.clock.setSystemTime(issuedAt);
  session.learnToken(keepAliveModel.input.token, latest.token);
  await session.hold('GET /employee/auth/current-user');
  await session.persist(latest);
  await session.load('/admin/dashboard');
  await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
  await pauseClock(page);

  return {
    ...session,
    username,
    walk: { token: keepAliveModel.input.token, renewals: 0, checks: 0 },
    async check(now, turn) {
      await page.clock.setSystemTime(issuedAt + (now - NOW));
      // To a new spot each time: staying put is no movement.
      await page.mouse.move(300 + (turn % 400), 300 + (turn % 50));
      await page.clock.runFor(30_000);
    },
    takeToken: () => Promise.reject(new Error('a token handed over on its own is not walked in Chromium')),
    server: {
      async renew(answer) {
        const route = await session.release('GET /employee/auth/current-user');
        if (answer === 'failed') return route.abort('failed');
        const response = await route.fetch();
        const body = (await response.json()) as SessionResponse;
        expect(body.user).toMatchObject({ username: answer.output.user.username });
        session.learnToken(answer.output.token, body.token);
        latest = body;
        await route.fulfill({ response });
      },
    },
  };
}

describeBrowserPaths('keep-alive', keepAliveModel, {
  ...keepAliveView,
  skips: {
    when: (event) => event.type === 'token.change',
    why:
      'a token handed over on its own: the built app takes a new one only at a sign-in or as the ' +
      'keep-alive’s own answer',
  },
  // A page load per path: the fewest paths that still cover all a person can reach.
  paths: 'covering',
  open: chromiumKeepAliveHandle,
});
