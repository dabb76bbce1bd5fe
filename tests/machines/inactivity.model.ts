// The inactivity watcher's test model without a driver: the app's own limit (10 idle checks of 30 s, the
// required 5 minutes: docs/requirements.md#inactivity), the events a person, the browser and the session
// cause in every state, the situations context holds and the rule the four states keep: a minute before the
// logout (two checks) the person is warned, and can stay signed in or sign out from the warning. The same paths run
// in happy-dom (the session's parts of the app, msw) and in Chromium (the built site, its real server,
// page.clock).
import { expect } from 'vitest';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  type InactivityEvent,
  inactivityMachine,
} from '../../machines/inactivity.machine';
import type { PathModel } from '../support/paths/path-model';

/** How the session's token changes: what the walkers perform for a token.change. */
export type TokenChange =
  /** The person signs in: a token arrives where none was. */
  | 'sign-in'
  /** The keep-alive's answer replaces the token held. */
  | 'renewal'
  /** The person logs out: the token held is gone. */
  | 'logout'
  /** No token to lose: the session sends the watcher nothing. */
  | 'none';

/** A token.change as the model offers it: the payload the machine reads, and how the session causes it. */
export type ModelTokenChange = Extract<InactivityEvent, { type: 'token.change' }> & { by: TokenChange };

/** The idle checks after which the app logs out: its own, as required (no test shortens it). */
export const IDLE_TICK_LIMIT = INACTIVITY_LIMIT_MS / INACTIVITY_CHECK_INTERVAL_MS;
/** The checks during which the person is warned: a minute before the logout, as required by 0052. */
export const WARNING_TICKS = INACTIVITY_WARNING_MS / INACTIVITY_CHECK_INTERVAL_MS;

type Watching = 'paused' | 'checking' | 'warning';

const tick = (state: Watching) =>
  ({ type: `xstate.after.checkInterval.inactivity.${state}` }) as unknown as InactivityEvent;

export const inactivityModel = {
  machine: inactivityMachine,
  input: { visible: true, online: true },
  // Loop-free paths over three switches and a tick count are too many; shortest paths reach every state.
  simplePaths: false,
  // Both values of every switch: a browser may repeat the current one (an `online` event while online).
  events: (snapshot): InactivityEvent[] => {
    // After an inactivity logout the session holds no token, though the watcher heard nothing of it.
    const held = snapshot.context.hasToken && !snapshot.matches('loggedOut');
    const tokenChanges: ModelTokenChange[] = [
      { type: 'token.change', present: true, by: held ? 'renewal' : 'sign-in' },
      { type: 'token.change', present: false, by: held ? 'logout' : 'none' },
    ];
    const switches: InactivityEvent[] = [
      ...[true, false].flatMap((on) => [
        { type: 'visibility.change' as const, visible: on },
        { type: 'network.change' as const, online: on },
      ]),
      ...tokenChanges,
    ];
    if (snapshot.matches('loggedOut')) return [...switches, { type: 'activity.detect' }];
    const warning: InactivityEvent[] = snapshot.matches('warning')
      ? [{ type: 'warning.stay' }, { type: 'warning.signOut' }]
      : [];
    return [...switches, ...warning, { type: 'activity.detect' }, tick(snapshot.value as Watching)];
  },
  // Why checks are paused, and the idle time counted meanwhile: context the three states do not show.
  situations: {
    of: (snapshot) => {
      const { visible, online, hasToken, idleTicks, idleTickLimit } = snapshot.context;
      if (snapshot.matches('checking') && idleTicks > idleTickLimit)
        return 'checks resume past the idle limit';
      if (snapshot.matches('loggedOut'))
        return idleTicks > idleTickLimit ? 'logged out for inactivity' : 'signed out from the warning';
      if (!snapshot.matches('paused')) return undefined;
      return [
        ...(visible ? [] : ['paused: tab hidden']),
        ...(online ? [] : ['paused: offline']),
        ...(hasToken ? [] : ['paused: signed out']),
      ];
    },
    expected: [
      'paused: tab hidden',
      'paused: offline',
      'paused: signed out',
      'checks resume past the idle limit',
      'logged out for inactivity',
      'signed out from the warning',
    ],
  },
  expectMachine: (snapshot) => {
    const { visible, online, hasToken, idleTicks, idleTickLimit, warningTicks } = snapshot.context;
    expect(idleTickLimit).toBe(IDLE_TICK_LIMIT);
    expect(warningTicks).toBe(WARNING_TICKS);
    const warnedFrom = idleTickLimit - warningTicks + 1;
    // Checks run only while visible, online and holding a token (docs/requirements.md#inactivity).
    if (!snapshot.matches('loggedOut'))
      expect(snapshot.matches('checking') || snapshot.matches('warning')).toBe(visible && online && hasToken);
    // Warned from the first check more than 4 minutes idle until the logout a minute later.
    if (snapshot.matches('warning')) {
      expect(idleTicks).toBeGreaterThanOrEqual(warnedFrom);
      expect(idleTicks).toBeLessThanOrEqual(idleTickLimit);
    }
    // Logged out past the limit, or earlier only by "Sign out" in the warning.
    if (snapshot.matches('loggedOut')) expect(idleTicks).toBeGreaterThanOrEqual(warnedFrom);
  },
} satisfies PathModel<typeof inactivityMachine>;
