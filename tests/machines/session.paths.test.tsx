// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SessionResponse, SessionUser, SignInRequest } from '../../contracts/auth';
import { sessionMachine } from '../../machines/session.machine';
import { describeMachinePaths } from '../support/paths/path-harness';
import { sessionModel } from './session.model';
import { sessionView } from './session.view';
import { domSessionHandle } from './session-ui';

// Every UI path renders the whole app; a long path takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const asha: SessionUser = {
  id: 7,
  username: 'asha',
  displayName: 'Asha Rao',
  role: 'RECRUITER',
  profileComplete: true,
  mustChangePassword: false,
};

describeMachinePaths('session', {
  ...sessionModel,
  // The 24 simple paths only chain sessions the 39 others already walk, and each renders the app anew.
  ui: { ...sessionView, paths: 'shortest-and-edges', render: domSessionHandle },
});

/** Runs the machine with every effect recorded in order, on a simulated clock. */
function recordedSession() {
  const effects: string[] = [];
  const record = (name: string) => () => void effects.push(name);
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      authenticate: fromPromise<SessionResponse, SignInRequest>(async () => ({ token: 'a.b.c', user: asha })),
      logoutRequest: fromPromise<void>(async () => {
        effects.push('logoutRequest');
        throw new Error('server down');
      }),
    },
    actions: Object.fromEntries(
      [
        'persistSession',
        'purgePersistedState',
        'removeSessionItems',
        'removeLocalAuthItem',
        'closeMenu',
        'reloadHome',
        'showExpiredToast',
        'redirectHome',
      ].map((name) => [name, record(name)]),
    ),
  });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: 'session.restore', saved: { token: 'a.b.c', user: asha } });
  effects.length = 0;
  return { actor, clock, effects };
}

describe('session effects', () => {
  it('logs out in the required order, even when the logout call fails', async () => {
    const { actor, effects } = recordedSession();
    actor.send({ type: 'session.logout' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effects).toEqual([
      'logoutRequest',
      'purgePersistedState',
      'removeSessionItems',
      'closeMenu',
      'reloadHome',
    ]);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      user: null,
      username: null,
      role: null,
    });
  });

  it('shows the expiry toast once and goes home exactly 4000 ms later', () => {
    const { actor, clock, effects } = recordedSession();
    actor.send({ type: 'session.reject' });
    actor.send({ type: 'session.reject' });
    expect(effects).toEqual(['showExpiredToast']);
    clock.increment(3999);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().context.token).toBe('a.b.c');
    clock.increment(1);
    expect(effects).toEqual([
      'showExpiredToast',
      'purgePersistedState',
      'removeSessionItems',
      'removeLocalAuthItem',
      'redirectHome',
    ]);
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('keeps the server’s message when sign-in fails', async () => {
    const machine = sessionMachine.provide({
      actors: {
        authenticate: fromPromise<SessionResponse, SignInRequest>(async () => {
          throw new Error('Too many attempts. Please try again in 60 seconds.');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'session.restore', saved: null });
    actor.send({ type: 'session.signIn', username: 'asha', password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe('Too many attempts. Please try again in 60 seconds.');
  });
});
