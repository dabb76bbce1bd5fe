// The inactivity watcher's paths as a person lives them, for both drivers: they move the pointer, press a
// key, click, scroll or focus, switch tabs, lose the network, sign in, and time passes. What they see is
// whether they are still signed in, and never the expiry toast (that belongs to refused calls); what leaves
// the browser is a keep-alive call at every check (the token is close to expiring; the call fails, and
// failures are ignored) and, once idle past the limit, the logout call and a full load of /. A minute before
// that they see the warning: a dialog holding focus on "Stay signed in", a countdown to the logout and a live
// announcement; "Stay signed in" or any activity dismisses it, "Sign out" logs out at once.
import { expect } from 'vitest';
import { INACTIVITY_CHECK_INTERVAL_MS, type inactivityMachine } from '../../machines/inactivity.machine';
import { SESSION_EXPIRED_MESSAGE } from '../../machines/session.machine';
import {
  INACTIVITY_WARNING_TITLE,
  SIGN_OUT,
  STAY_SIGNED_IN,
} from '../../src/features/auth/inactivity-warning';
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
    /** Checks while checking or warning: each asks for a keep-alive, except the one that logs out. */
    checks: number;
    /** Renewals: one keep-alive call each. */
    renewals: number;
    /** Logouts of the person's own: the session's, or "Sign out" in the warning. */
    logoutsByPerson: number;
    logoutsForInactivity: number;
    /** The state the previous step reached. */
    last?: unknown;
  };
}

/** The countdown a check leaves on the warning: the seconds to the logout, or up to 5 s fewer (the page's
 * second timer may have run meanwhile). */
function countdown(ticksLeft: number): RegExp {
  const full = (ticksLeft * INACTIVITY_CHECK_INTERVAL_MS) / 1000;
  const allowed = Array.from({ length: 6 }, (_, less) => full - less).join('|');
  return new RegExp(`signed out in (${allowed}) seconds because of inactivity`);
}

const warningDialog = { role: 'alertdialog', name: INACTIVITY_WARNING_TITLE } as const;

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
    'xstate.after.checkInterval.inactivity.warning': (ui: InactivityWalkHandle) => {
      ui.walk.checks++;
      return ui.browser.nextCheck();
    },
    'warning.stay': (ui) =>
      ui.screen.click({ role: 'button', name: STAY_SIGNED_IN }, { within: warningDialog }),
    'warning.signOut': (ui) => {
      ui.walk.logoutsByPerson++;
      return ui.screen.click({ role: 'button', name: SIGN_OUT }, { within: warningDialog });
    },
  },
  expect: async (ui, snapshot) => {
    const { walk } = ui;
    const { idleTicks, idleTickLimit } = snapshot.context;
    // Past the limit: the check's logout. Otherwise the person chose "Sign out" (counted as they did).
    if (snapshot.matches('loggedOut') && walk.last !== 'loggedOut' && idleTicks > idleTickLimit)
      walk.logoutsForInactivity++;
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
      if (snapshot.matches('warning')) {
        await ui.screen.expect(warningDialog, { text: countdown(idleTickLimit + 1 - idleTicks) });
        await ui.screen.expect(
          { role: 'alert' },
          { text: 'You will be signed out in 1 minute because of inactivity.' },
          { within: warningDialog },
        );
        // Focus moved into the warning, onto the choice that keeps the session.
        expect(await ui.focused()).toBe(STAY_SIGNED_IN);
      } else {
        await ui.screen.expect(warningDialog, { present: false });
      }
    });
  },
  cleanup: (ui) => ui.cleanup(),
} satisfies Omit<UiWalker<typeof inactivityMachine, InactivityWalkHandle>, 'render'>;
