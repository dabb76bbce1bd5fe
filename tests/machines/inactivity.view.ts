// The inactivity watcher's paths as a person lives them, for both drivers: they move the pointer, press a
// key, click, scroll or focus, switch tabs, lose the network, sign in, and time passes. What they see is
// whether they are still signed in, and never the expiry toast (that belongs to refused calls); what leaves
// the browser is a keep-alive call at every check (the token is close to expiring; the call fails, and
// failures are ignored) and, once idle past the limit, the logout call and a full load of /.
import { expect } from 'vitest';
import type { inactivityMachine } from '../../machines/inactivity.machine';
import { SESSION_EXPIRED_MESSAGE } from '../../machines/session.machine';
import type { UiWalker } from '../support/paths/path-model';
import type { ModelTokenChange } from './inactivity.model';
import { expectSignedIn, expectSignedOut, type SessionProbes } from './session-handle';

export interface InactivityWalkHandle extends SessionProbes {
  /** Who signs in. */
  username: string;
  /** What the person does: one activity of a kind the requirements name; `turn` picks the kind and makes each
   * one differ from the last (a new spot for the pointer, say). */
  person: { act(turn: number): Promise<void> };
  /** What the browser does. */
  browser: {
    setTabVisibility(visible: boolean): Promise<void>;
    setOnline(online: boolean): Promise<void>;
    /** The next 30-second check interval passes. */
    nextCheck(): Promise<void>;
  };
  /** How the session's token changes, without any activity of the person's (see the model). */
  session: {
    /** A token arrives: `username` signs in. */
    signIn(): Promise<void>;
    /** The keep-alive's answer replaces the token (one keep-alive call). */
    renew(): Promise<void>;
    /** The token is gone: a logout (the logout call, and a full load of /). */
    logout(): Promise<void>;
  };
  /** The walk so far. */
  walk: {
    /** Checks while checking: each asks for a keep-alive, except the one that logs out. */
    checks: number;
    /** Renewals: one keep-alive call each. */
    renewals: number;
    logoutsByPerson: number;
    logoutsForInactivity: number;
    /** The state the previous step reached. */
    last?: unknown;
  };
}

/** Activities so far: each takes the next kind, across paths, so that the walks try them all. */
let activityTurn = 0;

const tokenChange: Record<ModelTokenChange['by'], (ui: InactivityWalkHandle) => Promise<void>> = {
  'sign-in': (ui) => ui.session.signIn(),
  renewal: (ui) => {
    ui.walk.renewals++;
    return ui.session.renew();
  },
  logout: (ui) => {
    ui.walk.logoutsByPerson++;
    return ui.session.logout();
  },
  // The session holds no token to lose: the watcher hears of nothing.
  none: async () => {},
};

export const inactivityView = {
  perform: {
    'activity.detect': (ui) => ui.person.act(++activityTurn),
    'visibility.change': (ui, { visible }) => ui.browser.setTabVisibility(visible),
    'network.change': (ui, { online }) => ui.browser.setOnline(online),
    'token.change': (ui, event) => tokenChange[(event as ModelTokenChange).by](ui),
    'xstate.after.checkInterval.inactivity.checking': (ui: InactivityWalkHandle) => {
      ui.walk.checks++;
      return ui.browser.nextCheck();
    },
    'xstate.after.checkInterval.inactivity.paused': (ui: InactivityWalkHandle) => ui.browser.nextCheck(),
  },
  expect: async (ui, snapshot) => {
    const { walk } = ui;
    if (snapshot.matches('loggedOut') && walk.last !== 'loggedOut') walk.logoutsForInactivity++;
    walk.last = snapshot.value;
    const logouts = walk.logoutsByPerson + walk.logoutsForInactivity;
    const signedIn = snapshot.context.hasToken && !snapshot.matches('loggedOut');
    await ui.eventually(async () => {
      if (signedIn) await expectSignedIn(ui, ui.username);
      else await expectSignedOut(ui);
      expect(await ui.requests('POST /employee/auth/logout')).toBe(logouts);
      expect(await ui.requests('GET /employee/auth/current-user')).toBe(
        walk.checks - walk.logoutsForInactivity + walk.renewals,
      );
      // Every logout ends with one full load of /; the expiry toast belongs to refused calls, not to this.
      expect(await ui.pageLoads()).toEqual(Array.from({ length: logouts }, () => '/'));
      await ui.screen.expect({ text: SESSION_EXPIRED_MESSAGE }, { present: false });
    });
  },
  cleanup: (ui) => ui.cleanup(),
} satisfies Omit<UiWalker<typeof inactivityMachine, InactivityWalkHandle>, 'render'>;
