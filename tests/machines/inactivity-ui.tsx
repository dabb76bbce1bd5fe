// The inactivity watcher's paths walked through the app: a person moves the pointer, presses a key, clicks,
// scrolls or focuses, switches tabs, loses the network, and time passes. What they see is whether they are
// still signed in; what leaves the browser is a keep-alive call at every check (the token is close to
// expiring; the call fails, and failures are ignored) and, once idle past the limit, the logout call and a
// full reload of /.
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { SessionUser } from '../../contracts/auth';
import { INACTIVITY_CHECK_INTERVAL_MS, type inactivityMachine } from '../../machines/inactivity.machine';
import { SESSION_EXPIRED_MESSAGE } from '../../machines/session.machine';
import type { UiWalker } from '../setup/path-model';
import { fakeToken } from '../setup/session';
import { setOnline, showTab } from '../setup/tab-and-network';
import { ACTIVITIES, nextCheck } from './session-activity';
import {
  beginSessionWalk,
  endSessionWalk,
  expectSignedIn,
  expectSignedOut,
  openSessionApp,
  pageLoads,
  renewSession,
  runtimeOf,
  type SessionAppHandle,
} from './session-app';
import { requestsTo, sessionCalls } from './session-server';

export const asha: SessionUser = {
  id: 7,
  username: 'asha',
  displayName: 'Asha Rao',
  role: 'RECRUITER',
  profileComplete: true,
  mustChangePassword: false,
};

/** Expires in 4 minutes: within the keep-alive window, so every check asks for a renewal. */
const soonExpiringToken = (sid: string) => fakeToken(4 * 60_000, sid);

interface InactivityUiHandle extends SessionAppHandle {
  /** Checks while checking: each asks for a keep-alive, except the one that logs out. */
  checks: number;
  /** Renewals the path brought: one keep-alive call each. */
  renewals: number;
  logoutsByPerson: number;
  logoutsForInactivity: number;
  /** The state the previous step reached. */
  lastState?: unknown;
}

/** Activities so far in the walk: each takes the next kind, across paths, so that the walk tries them all. */
let activityTurn = 0;

/**
 * The token comes and goes through the session's own commands (those the sign-in form and the Logout item
 * send) and through a renewal: typing in the form or clicking Logout is itself activity, which these paths
 * do not expect. The session's walk covers the form and the menu.
 */
async function changeToken(ui: InactivityUiHandle, present: boolean) {
  const { session } = runtimeOf(ui);
  const held = session.getSnapshot().context.token !== null;
  if (present && held) {
    ui.renewals++;
    await renewSession(ui, { token: soonExpiringToken(`renewed-${ui.renewals}`), user: asha });
  } else if (present) {
    sessionCalls.authenticate.answerNext(() =>
      HttpResponse.json({ token: soonExpiringToken('signed-in'), user: asha }),
    );
    act(() => session.send({ type: 'session.signIn', username: asha.username, password: 'secret' }));
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedIn'));
  } else if (held) {
    ui.logoutsByPerson++;
    act(() => session.send({ type: 'session.logout' }));
    await waitFor(() => expect(session.getSnapshot().value).toBe('signedOut'));
  }
  // Otherwise the session holds no token to lose, and the watcher hears of nothing.
}

/** The walker for a watcher that logs out after `idleTickLimit` idle checks (the test model's input). */
export function inactivityUi(idleTickLimit: number): UiWalker<typeof inactivityMachine, InactivityUiHandle> {
  return {
    render: async () => {
      const ui = {
        ...beginSessionWalk(),
        checks: 0,
        renewals: 0,
        logoutsByPerson: 0,
        logoutsForInactivity: 0,
      };
      sessionCalls.logout.answerAtOnce(() => new HttpResponse(null, { status: 204 }));
      // Nobody signed in yet, as the model starts; the check every 30 s as in the SPEC.
      await openSessionApp(ui, null, { checkIntervalMs: INACTIVITY_CHECK_INTERVAL_MS, idleTickLimit });
      return ui;
    },
    perform: {
      'activity.detect': async (ui) => {
        const kinds = Object.values(ACTIVITIES);
        activityTurn++;
        await kinds[activityTurn % kinds.length]?.(ui, activityTurn);
      },
      'visibility.change': (_ui, { visible }) => act(() => showTab(visible)),
      'network.change': (_ui, { online }) => act(() => setOnline(online)),
      'token.change': (ui, { present }) => changeToken(ui, present),
      'xstate.after.checkInterval.inactivity.checking': (ui: InactivityUiHandle) => {
        ui.checks++;
        return nextCheck();
      },
      'xstate.after.checkInterval.inactivity.paused': nextCheck,
    },
    expect: async (ui, snapshot) => {
      if (snapshot.matches('loggedOut') && ui.lastState !== 'loggedOut') ui.logoutsForInactivity++;
      ui.lastState = snapshot.value;
      const logouts = ui.logoutsByPerson + ui.logoutsForInactivity;
      await waitFor(() => {
        if (snapshot.context.hasToken && !snapshot.matches('loggedOut')) expectSignedIn(asha.username);
        else expectSignedOut();
        expect(requestsTo('POST /employee/auth/logout')).toBe(logouts);
        expect(requestsTo('GET /employee/auth/current-user')).toBe(
          ui.checks - ui.logoutsForInactivity + ui.renewals,
        );
      });
      // Every logout ends with one full load of /; the expiry toast belongs to refused calls, not to this.
      expect(pageLoads(ui)).toEqual(Array.from({ length: logouts }, () => ['/']));
      expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
    },
    cleanup: endSessionWalk,
  };
}
