import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  type InactivityEvent,
  inactivityMachine,
} from '../../machines/inactivity.machine';
import { describeMachinePaths } from '../setup/path-harness';

const tick = (state: 'paused' | 'checking') =>
  ({ type: `xstate.after.checkInterval.inactivity.${state}` }) as unknown as InactivityEvent;

describeMachinePaths('inactivity', {
  machine: inactivityMachine,
  // A short idle limit (2 ticks) keeps the graph small; the timing tests below use the real 5 minutes.
  input: { visible: true, online: true, idleTickLimit: 2 },
  // Loop-free paths over three switches and a tick count are too many; shortest paths reach every state.
  simplePaths: false,
  // Both values of every switch: a browser may repeat the current one (an `online` event while online).
  events: (snapshot): InactivityEvent[] => {
    const switches: InactivityEvent[] = [true, false].flatMap((on) => [
      { type: 'visibility.change' as const, visible: on },
      { type: 'network.change' as const, online: on },
      { type: 'token.change' as const, present: on },
    ]);
    if (snapshot.matches('loggedOut')) return [...switches, { type: 'activity.detect' }];
    return [...switches, { type: 'activity.detect' }, tick(snapshot.value as 'paused' | 'checking')];
  },
  expectMachine: (snapshot) => {
    const { visible, online, hasToken, idleTicks, idleTickLimit } = snapshot.context;
    // SPEC §9: checks run only while visible, online and holding a token.
    if (!snapshot.matches('loggedOut'))
      expect(snapshot.matches('checking')).toBe(visible && online && hasToken);
    else expect(idleTicks).toBe(idleTickLimit + 1);
  },
});

/** A running watcher on a simulated clock, counting logouts and active checks. */
function watcher(input = { visible: true, online: true }) {
  const clock = new SimulatedClock();
  const calls = { logout: 0, activeChecks: 0 };
  const actor = createActor(
    inactivityMachine.provide({
      actions: {
        logout: () => void calls.logout++,
        checkKeepAlive: () => void calls.activeChecks++,
      },
    }),
    { clock, input },
  ).start();
  actor.send({ type: 'token.change', present: true });
  // The simulated clock fires only timers due before the jump: time passes tick by tick, as in a browser.
  const pass = (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left));
  };
  return { actor, clock: { increment: pass }, calls };
}

describe('inactivity timing', () => {
  it('logs out at the first 30-second check after 5 minutes without activity', () => {
    const { clock, calls } = watcher();
    clock.increment(INACTIVITY_LIMIT_MS);
    expect(calls.logout).toBe(0);
    expect(calls.activeChecks).toBe(INACTIVITY_LIMIT_MS / INACTIVITY_CHECK_INTERVAL_MS);
    clock.increment(INACTIVITY_CHECK_INTERVAL_MS);
    expect(calls.logout).toBe(1);
    clock.increment(INACTIVITY_LIMIT_MS * 3);
    expect(calls.logout).toBe(1);
  });

  it('starts the 5 minutes again on every activity', () => {
    const { actor, clock, calls } = watcher();
    for (let minute = 0; minute < 20; minute++) {
      clock.increment(60_000);
      actor.send({ type: 'activity.detect' });
    }
    expect(calls.logout).toBe(0);
  });

  it('counts a visibility change as activity', () => {
    const { actor, clock, calls } = watcher();
    clock.increment(4.5 * 60_000);
    actor.send({ type: 'visibility.change', visible: true });
    clock.increment(4.5 * 60_000);
    expect(calls.logout).toBe(0);
  });

  it('does not check while hidden, offline or without a token, and checks again once all hold', () => {
    for (const paused of [
      { type: 'network.change', online: false },
      { type: 'token.change', present: false },
    ] as const) {
      const { actor, clock, calls } = watcher();
      actor.send(paused);
      clock.increment(INACTIVITY_LIMIT_MS * 2);
      expect(calls.logout).toBe(0);
      actor.send(
        paused.type === 'network.change' ? { ...paused, online: true } : { ...paused, present: true },
      );
      // Idle all along: the first check after the conditions hold again logs out.
      clock.increment(INACTIVITY_CHECK_INTERVAL_MS);
      expect(calls.logout).toBe(1);
    }
    const { actor, clock, calls } = watcher();
    actor.send({ type: 'visibility.change', visible: false });
    clock.increment(INACTIVITY_LIMIT_MS * 2);
    expect(calls).toEqual({ logout: 0, activeChecks: 0 });
  });
});
