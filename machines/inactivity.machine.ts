// Inactivity logout (docs/requirements.md#inactivity): 5 minutes without pointer movement, key press, click,
// scroll, focus or visibility change logs out through the logout action. The check runs every 30 seconds,
// only while the tab is visible, the browser is online and a token exists.
//
// Idleness is counted in 30-second ticks since the last activity, ticking on while checks are paused
// (offline, say). The first check more than 5 minutes after the last activity logs out: the 11th tick,
// between 5:00 and 5:30 after it, as a check of "now - last activity > 5 minutes" every 30 s would.
//
// A minute before that the person is warned (docs/decisions/0052): the first check more than 4 minutes after
// the last activity (the 9th tick) enters `warning`, which the app shows as a dialog with a countdown; the
// logout comes two checks (exactly one minute) later, as it did before. Activity, or "Stay signed in", ends
// the warning and starts the 5 minutes again; "Sign out" logs out at once.
import { and, assign, setup } from 'xstate';

export const INACTIVITY_LIMIT_MS = 5 * 60 * 1000;
export const INACTIVITY_CHECK_INTERVAL_MS = 30 * 1000;
/** How long before the logout the person is warned. */
export const INACTIVITY_WARNING_MS = 60 * 1000;

export interface InactivityContext {
  visible: boolean;
  online: boolean;
  hasToken: boolean;
  /** Ticks since the last activity. */
  idleTicks: number;
  /** Ticks after which the person counts as idle: the limit over the check interval (10 by default). */
  idleTickLimit: number;
  /** Ticks before the logout during which the person is warned: the warning over the check interval (2). */
  warningTicks: number;
}

export type InactivityEvent =
  /** Pointer movement, key press, click, scroll or focus. */
  | { type: 'activity.detect' }
  /** The tab was shown or hidden (itself a sign of activity). */
  | { type: 'visibility.change'; visible: boolean }
  | { type: 'network.change'; online: boolean }
  | { type: 'token.change'; present: boolean }
  /** "Stay signed in" in the warning. */
  | { type: 'warning.stay' }
  /** "Sign out" in the warning. */
  | { type: 'warning.signOut' };

export interface InactivityInput {
  visible: boolean;
  online: boolean;
  /** Shortened only by the documented test setting. @default INACTIVITY_LIMIT_MS / INACTIVITY_CHECK_INTERVAL_MS */
  idleTickLimit?: number;
  /** @default INACTIVITY_WARNING_MS / INACTIVITY_CHECK_INTERVAL_MS */
  warningTicks?: number;
}

type Conditions = Pick<InactivityContext, 'visible' | 'online' | 'hasToken'>;

/** The three conditions as they are once `event` is applied. */
function conditionsAfter(context: Conditions, event: InactivityEvent): Conditions {
  if (event.type === 'visibility.change') return { ...context, visible: event.visible };
  if (event.type === 'network.change') return { ...context, online: event.online };
  if (event.type === 'token.change') return { ...context, hasToken: event.present };
  return context;
}

const allHold = ({ visible, online, hasToken }: Conditions) => visible && online && hasToken;

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
    input: {} as InactivityInput,
  },
  delays: {
    checkInterval: INACTIVITY_CHECK_INTERVAL_MS,
  },
  guards: {
    conditionsHoldAfter: ({ context, event }) => allHold(conditionsAfter(context, event)),
    conditionsFailAfter: ({ context, event }) => !allHold(conditionsAfter(context, event)),
    idleLimitReached: ({ context }) => context.idleTicks + 1 > context.idleTickLimit,
    warningDue: ({ context }) => context.idleTicks + 1 > context.idleTickLimit - context.warningTicks,
    tokenArrived: ({ event }) => event.type === 'token.change' && event.present,
  },
  actions: {
    applyConditions: assign(({ context, event }) => conditionsAfter(context, event)),
    resetIdleTicks: assign({ idleTicks: 0 }),
    // Capped just past the limit: being idle longer changes nothing.
    countIdleTick: assign({
      idleTicks: ({ context }) => Math.min(context.idleTicks + 1, context.idleTickLimit + 1),
    }),
    /** The session's logout action (docs/requirements.md#logout). */
    logout: () => {},
    /** A check passed without logging out: the moment to keep the session alive when it is due. */
    checkKeepAlive: () => {},
  },
}).createMachine({
  id: 'inactivity',
  description: 'Logs a signed-in person out after 5 minutes without any activity.',
  context: ({ input }) => ({
    visible: input.visible,
    online: input.online,
    hasToken: false,
    idleTicks: 0,
    idleTickLimit: input.idleTickLimit ?? INACTIVITY_LIMIT_MS / INACTIVITY_CHECK_INTERVAL_MS,
    warningTicks: input.warningTicks ?? INACTIVITY_WARNING_MS / INACTIVITY_CHECK_INTERVAL_MS,
  }),
  initial: 'paused',
  states: {
    paused: {
      description:
        'Not checking: the tab is hidden, the browser is offline or there is no token. Idle time still counts.',
      after: { checkInterval: { target: 'paused', reenter: true, actions: 'countIdleTick' } },
      on: {
        'activity.detect': { actions: 'resetIdleTicks' },
        'visibility.change': [
          {
            guard: 'conditionsHoldAfter',
            target: 'checking',
            actions: ['applyConditions', 'resetIdleTicks'],
          },
          { actions: ['applyConditions', 'resetIdleTicks'] },
        ],
        'network.change': [
          { guard: 'conditionsHoldAfter', target: 'checking', actions: 'applyConditions' },
          { actions: 'applyConditions' },
        ],
        'token.change': [
          { guard: 'conditionsHoldAfter', target: 'checking', actions: 'applyConditions' },
          { actions: 'applyConditions' },
        ],
      },
    },
    checking: {
      description: 'Visible, online and holding a token: every 30 seconds the idle time is checked.',
      after: {
        checkInterval: [
          { guard: 'idleLimitReached', target: 'loggedOut', actions: ['countIdleTick', 'logout'] },
          { guard: 'warningDue', target: 'warning', actions: ['countIdleTick', 'checkKeepAlive'] },
          { target: 'checking', reenter: true, actions: ['countIdleTick', 'checkKeepAlive'] },
        ],
      },
      on: {
        'activity.detect': { actions: 'resetIdleTicks' },
        'visibility.change': [
          { guard: 'conditionsFailAfter', target: 'paused', actions: ['applyConditions', 'resetIdleTicks'] },
          { actions: ['applyConditions', 'resetIdleTicks'] },
        ],
        'network.change': [
          { guard: 'conditionsFailAfter', target: 'paused', actions: 'applyConditions' },
          { actions: 'applyConditions' },
        ],
        'token.change': [
          { guard: 'conditionsFailAfter', target: 'paused', actions: 'applyConditions' },
          { actions: 'applyConditions' },
        ],
      },
    },
    warning: {
      description:
        'Idle for 4 minutes: the person is warned that the logout comes at the check a minute from now. ' +
        'Checks go on every 30 seconds.',
      after: {
        checkInterval: [
          { guard: 'idleLimitReached', target: 'loggedOut', actions: ['countIdleTick', 'logout'] },
          { target: 'warning', reenter: true, actions: ['countIdleTick', 'checkKeepAlive'] },
        ],
      },
      on: {
        'activity.detect': { target: 'checking', actions: 'resetIdleTicks' },
        'warning.stay': { target: 'checking', actions: 'resetIdleTicks' },
        'warning.signOut': { target: 'loggedOut', actions: 'logout' },
        'visibility.change': [
          { guard: 'conditionsFailAfter', target: 'paused', actions: ['applyConditions', 'resetIdleTicks'] },
          { target: 'checking', actions: ['applyConditions', 'resetIdleTicks'] },
        ],
        'network.change': [
          { guard: 'conditionsFailAfter', target: 'paused', actions: 'applyConditions' },
          { actions: 'applyConditions' },
        ],
        'token.change': [
          { guard: 'conditionsFailAfter', target: 'paused', actions: 'applyConditions' },
          { actions: 'applyConditions' },
        ],
      },
    },
    loggedOut: {
      description:
        'The logout action ran once (idle past the limit, or "Sign out" in the warning); watching starts again ' +
        'when a new token arrives.',
      on: {
        'visibility.change': { actions: 'applyConditions' },
        'network.change': { actions: 'applyConditions' },
        'token.change': [
          {
            guard: and(['tokenArrived', 'conditionsHoldAfter']),
            target: 'checking',
            actions: ['applyConditions', 'resetIdleTicks'],
          },
          { guard: 'tokenArrived', target: 'paused', actions: ['applyConditions', 'resetIdleTicks'] },
        ],
      },
    },
  },
});
