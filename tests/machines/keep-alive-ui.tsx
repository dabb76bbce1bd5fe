// The keep-alive's paths walked through the app: a person keeps working while time runs to each 30-second
// check. What leaves the browser is one GET /employee/auth/current-user whenever a check finds the token
// expiring within 5 min + 5 s (held until the path says the server answers); what the person sees is
// nothing at all: still signed in, with the renewed token kept, or the old one when the call fails.
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import type { SessionResponse } from '../../contracts/auth';
import type { keepAliveMachine } from '../../machines/keep-alive.machine';
import { SESSION_EXPIRED_MESSAGE } from '../../machines/session.machine';
import { tokenExpiryMs } from '../../machines/token-expiry';
import type { UiWalker } from '../setup/path-model';
import { ACTIVITIES, nextCheck } from './session-activity';
import {
  beginSessionWalk,
  endSessionWalk,
  expectSignedIn,
  openSessionApp,
  pageLoads,
  runtimeOf,
  type SessionAppHandle,
  storedToken,
} from './session-app';
import { requestsTo, sessionCalls } from './session-server';

interface KeepAliveUiHandle extends SessionAppHandle {
  /** Keep-alive calls the path has made so far (one each time the machine starts renewing). */
  renewals: number;
  /** Checks so far: the person moves the pointer somewhere new before each. */
  checks: number;
  /** The state the previous step reached. */
  lastState?: unknown;
}

/** The walker for a session persisted as `saved`, the page opening at `now` (the model's clock). */
export function keepAliveUi(
  saved: SessionResponse,
  now: number,
): UiWalker<typeof keepAliveMachine, KeepAliveUiHandle> {
  return {
    render: async () => {
      const ui = { ...beginSessionWalk(), renewals: 0, checks: 0 };
      vi.setSystemTime(now);
      sessionCalls.currentUser.hold();
      await openSessionApp(ui, saved);
      return ui;
    },
    perform: {
      // The person is at work (so inactivity never logs them out); the next inactivity check is the
      // keep-alive's check.
      'keepAlive.check': async (ui) => {
        ui.checks++;
        await ACTIVITIES['pointer movement']?.(ui, ui.checks);
        await nextCheck();
      },
      // The session takes a new token, with the event a renewal hands it over with.
      'token.change': (ui, { token }) => {
        if (!token) throw new Error('the session loses its token only by logging out, not walked here');
        act(() => runtimeOf(ui).session.send({ type: 'session.update', token }));
      },
      'xstate.done.actor.renewSession': (_ui: KeepAliveUiHandle, event: { output: SessionResponse }) =>
        act(() => sessionCalls.currentUser.answer(() => HttpResponse.json(event.output))),
      'xstate.error.actor.renewSession': () =>
        act(() => sessionCalls.currentUser.answer(() => HttpResponse.error())),
    },
    expect: async (ui, snapshot) => {
      if (snapshot.matches('renewing') && ui.lastState !== 'renewing') ui.renewals++;
      ui.lastState = snapshot.value;
      await waitFor(() => {
        expectSignedIn(saved.user.username);
        // The browser holds the token whose expiry the keep-alive goes by.
        expect(tokenExpiryMs(storedToken())).toBe(snapshot.context.expiresAt);
        expect(requestsTo('GET /employee/auth/current-user')).toBe(ui.renewals);
        expect(sessionCalls.currentUser.waiting).toBe(snapshot.matches('renewing') ? 1 : 0);
      });
      // Failures are ignored: no message, no logout, no page load.
      expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
      expect(requestsTo('POST /employee/auth/logout')).toBe(0);
      expect(pageLoads(ui)).toEqual([]);
    },
    cleanup: endSessionWalk,
  };
}
