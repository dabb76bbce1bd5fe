// The inactivity watcher's test model without a driver: the app's own limit (10 idle checks of 30 s, the
// required 5 minutes: docs/requirements.md#inactivity), the events a person, the browser and the session
// cause in every state, the situations context holds and the rule the three states keep. The same paths run
// in happy-dom (the session's parts of the app, msw) and in Chromium (the built site, its real server,
// page.clock).
import { expect } from 'vitest';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
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

const tick = (state: 'paused' | 'checking') =>
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
    return [...switches, { type: 'activity.detect' }, tick(snapshot.value as 'paused' | 'checking')];
  },
  // Why checks are paused, and the idle time counted meanwhile: context the three states do not show.
  situations: {
    of: (snapshot) => {
      const { visible, online, hasToken, idleTicks, idleTickLimit } = snapshot.context;
      if (snapshot.matches('checking') && idleTicks > idleTickLimit)
        return 'checks resume past the idle limit';
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
    ],
  },
  expectMachine: (snapshot) => {
    const { visible, online, hasToken, idleTicks, idleTickLimit } = snapshot.context;
    expect(idleTickLimit).toBe(IDLE_TICK_LIMIT);
    // Checks run only while visible, online and holding a token (docs/requirements.md#inactivity).
    if (!snapshot.matches('loggedOut'))
      expect(snapshot.matches('checking')).toBe(visible && online && hasToken);
    else expect(idleTicks).toBe(idleTickLimit + 1);
  },
} satisfies PathModel<typeof inactivityMachine>;
