// The inactivity walk's happy-dom handle: the session's parts of the app rendered (session-app.tsx), msw's
// fake server behind them (sign-in answered with a token 4 minutes from expiry, so every check asks for a
// keep-alive, which fails), the tab and the network switched as happy-dom cannot itself (tab-and-network.ts),
// and time on vitest's fake timers. The token comes and goes through the session's own commands (those the
// sign-in form and the Logout item send) and through a renewal: typing in the form or clicking Logout is
// itself activity, which the model's token changes are not. The session's walk covers the form and the menu.
import { act, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { SessionUser } from '../../contracts/auth';
import { fakeToken } from '../support/dom/session';
import { setOnline, setTabVisibility } from '../support/dom/tab-and-network';
import type { InactivityWalkHandle } from './inactivity.view';
import { ACTIVITIES, nextCheck } from './session-activity';
import { beginSessionWalk, domProbes, openSessionApp, renewSession, runtimeOf } from './session-app';
import { sessionCalls } from './session-server';

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

/** The app opens with nobody signed in, as the model starts; the logout call answers at once. */
export async function domInactivityHandle(): Promise<InactivityWalkHandle> {
  const app = beginSessionWalk();
  sessionCalls.logout.answerAtOnce(() => new HttpResponse(null, { status: 204 }));
  await openSessionApp(app, null);
  const session = () => runtimeOf(app).session;
  let renewals = 0;
  return {
    ...domProbes(app),
    username: asha.username,
    walk: { checks: 0, renewals: 0, logoutsByPerson: 0, logoutsForInactivity: 0 },
    person: {
      act: async (turn) => {
        const kinds = Object.values(ACTIVITIES);
        await kinds[turn % kinds.length]?.(app, turn);
      },
    },
    browser: {
      setTabVisibility: async (visible) => act(() => setTabVisibility(visible)),
      setOnline: async (online) => act(() => setOnline(online)),
      nextCheck: async () => void (await nextCheck()),
    },
    session: {
      async signIn() {
        sessionCalls.authenticate.answerNext(() =>
          HttpResponse.json({ token: soonExpiringToken('signed-in'), user: asha }),
        );
        act(() => session().send({ type: 'session.signIn', username: asha.username, password: 'secret' }));
        await waitFor(() => expect(session().getSnapshot().value).toBe('signedIn'));
      },
      async renew() {
        renewals++;
        await renewSession(app, { token: soonExpiringToken(`renewed-${renewals}`), user: asha });
      },
      async logout() {
        act(() => session().send({ type: 'session.logout' }));
        await waitFor(() => expect(session().getSnapshot().value).toBe('signedOut'));
      },
    },
  };
}
