// The keep-alive's paths as a person lives them, for both drivers: they keep working while time runs to each
// 30-second check. What leaves the browser is one GET /employee/auth/current-user whenever a check finds the
// token expiring within 5 min + 5 s (held until the path says the server answers); what the person sees is
// nothing at all: still signed in, with the renewed token kept, or the old one when the call fails.
import { expect } from 'vitest';
import type { SessionResponse } from '../../contracts/auth';
import type { keepAliveMachine } from '../../machines/keep-alive.machine';
import { SESSION_EXPIRED_MESSAGE } from '../../machines/session.machine';
import { tokenExpiryMs } from '../../machines/token-expiry';
import type { UiWalker } from '../support/paths/path-model';
import { expectSignedIn, type SessionProbes } from './session-handle';

export interface KeepAliveWalkHandle extends SessionProbes {
  /** Who is signed in. */
  username: string;
  /** The person keeps working (the pointer moves somewhere new) and the next inactivity check runs, the
   * clock showing the model's `now` (the moment the page opened stands for the model's NOW). */
  check(now: number, turn: number): Promise<void>;
  /** The session takes a new token, as a renewal hands it over. */
  takeToken(token: string): Promise<void>;
  /** The server answers the keep-alive call that waits: the renewal, or a failure. */
  server: { renew(answer: { output: SessionResponse } | 'failed'): Promise<void> };
  walk: {
    /** The token the path says the browser holds (a path's token; see tokenOf). */
    token: string;
    /** Keep-alive calls so far (one each time the machine starts renewing). */
    renewals: number;
    checks: number;
    last?: unknown;
  };
}

type Perform = (ui: KeepAliveWalkHandle, event: never) => unknown;

const serverAnswers = {
  'xstate.done.actor.renewSession': async (ui: KeepAliveWalkHandle, event: { output: SessionResponse }) => {
    await ui.server.renew({ output: event.output });
    ui.walk.token = event.output.token;
  },
  'xstate.error.actor.renewSession': (ui: KeepAliveWalkHandle) => ui.server.renew('failed'),
} as Record<string, Perform>;

export const keepAliveView = {
  perform: {
    'keepAlive.check': (ui, { now }) => ui.check(now, ++ui.walk.checks),
    'token.change': async (ui, { token }) => {
      if (!token) throw new Error('the session loses its token only by logging out, not walked here');
      await ui.takeToken(token);
      ui.walk.token = token;
    },
    ...serverAnswers,
  },
  expect: async (ui, snapshot) => {
    const { walk } = ui;
    if (snapshot.matches('renewing') && walk.last !== 'renewing') walk.renewals++;
    walk.last = snapshot.value;
    // The path's token is the one whose expiry the keep-alive goes by.
    expect(tokenExpiryMs(walk.token)).toBe(snapshot.context.expiresAt);
    await ui.eventually(async () => {
      await expectSignedIn(ui, ui.username);
      expect(await ui.storedToken()).toBe(ui.tokenOf(walk.token));
      expect(await ui.requests('GET /employee/auth/current-user')).toBe(walk.renewals);
      expect(await ui.waiting('GET /employee/auth/current-user')).toBe(snapshot.matches('renewing') ? 1 : 0);
      // Failures are ignored: no message, no logout, no page load.
      await ui.screen.expect({ text: SESSION_EXPIRED_MESSAGE }, { present: false });
      expect(await ui.requests('POST /employee/auth/logout')).toBe(0);
      expect(await ui.pageLoads()).toEqual([]);
    });
  },
  cleanup: (ui) => ui.cleanup(),
} satisfies Omit<UiWalker<typeof keepAliveMachine, KeepAliveWalkHandle>, 'render'>;
