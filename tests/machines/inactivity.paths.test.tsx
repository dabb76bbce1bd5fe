// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  INACTIVITY_WARNING_MS,
  inactivityMachine,
} from '../../machines/inactivity.machine';
import { fakeToken } from '../support/dom/session';
import { setTabVisibility } from '../support/dom/tab-and-network';
import { describeMachinePaths } from '../support/paths/path-harness';
import { inactivityModel } from './inactivity.model';
import { inactivityView } from './inactivity.view';
import { asha, domInactivityHandle } from './inactivity-ui';
import { ACTIVITIES, nextCheck } from './session-activity';
import {
  beginSessionWalk,
  endSessionWalk,
  expectSignedIn,
  expectSignedOut,
  openSessionApp,
  pageLoads,
} from './session-app';
import { requestsTo, sessionCalls } from './session-server';

// Every UI path renders the app and runs up to 11 checks of 30 s on fake timers.
vi.setConfig({ testTimeout: 30_000 });

describeMachinePaths('inactivity', {
  ...inactivityModel,
  // 898 paths through the whole session app would take minutes: the UI walks the covering ones.
  ui: { ...inactivityView, paths: 'covering', render: domInactivityHandle },
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

  it('warns at the first check more than 4 minutes idle, a minute before the logout, which comes as before', () => {
    const { actor, clock, calls } = watcher();
    clock.increment(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS);
    expect(actor.getSnapshot().value).toBe('checking');
    clock.increment(INACTIVITY_CHECK_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('warning');
    clock.increment(INACTIVITY_WARNING_MS - 1000);
    expect(actor.getSnapshot().value).toBe('warning');
    expect(calls.logout).toBe(0);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.logout).toBe(1);
  });

  it('keeps the session when the warned person stays signed in or does anything', () => {
    for (const dismiss of [{ type: 'warning.stay' }, { type: 'activity.detect' }] as const) {
      const { actor, clock, calls } = watcher();
      clock.increment(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS + INACTIVITY_CHECK_INTERVAL_MS);
      expect(actor.getSnapshot().value).toBe('warning');
      actor.send(dismiss);
      expect(actor.getSnapshot().value).toBe('checking');
      clock.increment(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS);
      expect(calls.logout).toBe(0);
    }
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

describe('inactivity in the app, with the required 5 minutes and 30-second checks', () => {
  /** Someone signed in on an earlier visit opens the app; the logout call answers at once. */
  async function signedInApp() {
    const ui = beginSessionWalk();
    sessionCalls.logout.answerAtOnce(() => new HttpResponse(null, { status: 204 }));
    await openSessionApp(ui, { token: fakeToken(), user: asha });
    return ui;
  }
  const idleFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  afterEach(endSessionWalk);

  it('signs the person out at the first check after 5 minutes without activity: logout call, storage cleared, reload of /', async () => {
    const ui = await signedInApp();
    await idleFor(INACTIVITY_LIMIT_MS);
    expectSignedIn(asha.username);
    expect(requestsTo('POST /employee/auth/logout')).toBe(0);
    await nextCheck();
    await waitFor(expectSignedOut);
    expect(requestsTo('POST /employee/auth/logout')).toBe(1);
    expect(pageLoads(ui)).toEqual([['/']]);
    // A token 15 minutes from expiry was never renewed.
    expect(requestsTo('GET /employee/auth/current-user')).toBe(0);
  });

  const warnedAt = INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS + INACTIVITY_CHECK_INTERVAL_MS;
  const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' });

  it('warns a minute before: focus on "Stay signed in", a countdown, an announcement; staying keeps the session', async () => {
    const ui = await signedInApp();
    await idleFor(warnedAt - INACTIVITY_CHECK_INTERVAL_MS);
    expect(warning()).toBeNull();
    await nextCheck();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent(/signed out in (60|59|58) seconds because of inactivity/);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You will be signed out in 1 minute because of inactivity.',
    );
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await idleFor(20_000);
    expect(dialog).toHaveTextContent(/signed out in (40|39|38) seconds/);
    expectSignedIn(asha.username);

    await ui.user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(warning()).toBeNull());
    // Four more minutes idle and the session holds: the 5 minutes started again.
    await idleFor(INACTIVITY_LIMIT_MS - INACTIVITY_WARNING_MS);
    expectSignedIn(asha.username);
    expect(requestsTo('POST /employee/auth/logout')).toBe(0);
  });

  it('signs out at once with "Sign out" in the warning, and at 5 minutes without an answer', async () => {
    const ui = await signedInApp();
    await idleFor(warnedAt);
    await ui.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(expectSignedOut);
    expect(requestsTo('POST /employee/auth/logout')).toBe(1);
    expect(pageLoads(ui)).toEqual([['/']]);
    endSessionWalk();

    const unanswered = await signedInApp();
    await idleFor(warnedAt);
    expect(warning()).not.toBeNull();
    await idleFor(INACTIVITY_WARNING_MS - INACTIVITY_CHECK_INTERVAL_MS);
    expectSignedIn(asha.username);
    await nextCheck();
    await waitFor(expectSignedOut);
    expect(pageLoads(unanswered)).toEqual([['/']]);
  });

  const restartsTheClock: typeof ACTIVITIES = {
    ...ACTIVITIES,
    'a visibility change': async () => {
      act(() => setTabVisibility(false));
      act(() => setTabVisibility(true));
    },
  };
  it.each(Object.entries(restartsTheClock))(
    'counts %s as activity: the 5 minutes start again',
    async (_kind, activity) => {
      const ui = await signedInApp();
      await idleFor(INACTIVITY_LIMIT_MS - INACTIVITY_CHECK_INTERVAL_MS);
      await activity(ui, 1);
      await idleFor(INACTIVITY_LIMIT_MS);
      expectSignedIn(asha.username);
      await nextCheck();
      await waitFor(expectSignedOut);
    },
  );
});
