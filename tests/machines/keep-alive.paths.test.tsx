// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionResponse } from '../../contracts/auth';
import { type KeepAliveEvent, keepAliveMachine } from '../../machines/keep-alive.machine';
import {
  isWithinKeepAliveWindow,
  KEEP_ALIVE_MARGIN_MS,
  KEEP_ALIVE_WINDOW_MS,
  tokenExpiryMs,
} from '../../machines/token-expiry';
import { describeMachinePaths } from '../setup/path-harness';
import { keepAliveUi } from './keep-alive-ui';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const jwtExpiringAt = (ms: number) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', exp: ms / 1000 })).toString('base64url')}.sig`;

const fresh = jwtExpiringAt(NOW + 15 * 60_000);
const nearlyDue = jwtExpiringAt(NOW + 4 * 60_000);
const renewal: SessionResponse = {
  token: fresh,
  user: {
    id: 1,
    username: 'asha',
    displayName: 'Asha',
    role: 'ADMIN',
    profileComplete: true,
    mustChangePassword: false,
  },
};

const tokenKind = (expiresAt: number) => {
  if (expiresAt === 0) return 'an unreadable token';
  return isWithinKeepAliveWindow(expiresAt, NOW) ? 'a token expiring soon' : 'a fresh token';
};

describeMachinePaths('keep-alive', {
  machine: keepAliveMachine.provide({
    actors: { renewSession: fromPromise<SessionResponse>(() => new Promise(() => {})) },
  }),
  input: { token: fresh },
  events: (snapshot) => {
    const common: KeepAliveEvent[] = [
      { type: 'keepAlive.check', now: NOW },
      { type: 'token.change', token: nearlyDue },
      { type: 'token.change', token: 'not-a-jwt' },
    ];
    if (!snapshot.matches('renewing')) return common;
    return [
      ...common,
      { type: 'xstate.done.actor.renewSession', output: renewal },
      { type: 'xstate.error.actor.renewSession', error: new Error('offline') },
    ] as unknown as KeepAliveEvent[];
  },
  // Which token the keep-alive holds: the guard that decides a renewal reads it from context.
  situations: {
    of: (snapshot) => `${snapshot.value} with ${tokenKind(snapshot.context.expiresAt)}`,
    // Never renewing a fresh token: reaching that would fail as a situation not listed.
    expected: [
      'waiting with a fresh token',
      'waiting with a token expiring soon',
      'waiting with an unreadable token',
      'renewing with a token expiring soon',
      'renewing with an unreadable token',
    ],
  },
  expectMachine: (snapshot) => {
    expect(snapshot.context.expiresAt).toBeGreaterThanOrEqual(0);
  },
  ui: keepAliveUi({ token: fresh, user: renewal.user }, NOW),
});

describe('token expiry and the keep-alive window', () => {
  it('reads exp in seconds as milliseconds, and 0 when unreadable', () => {
    expect(tokenExpiryMs(jwtExpiringAt(NOW))).toBe(NOW);
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      'a.%%%.c',
      `a.${Buffer.from('{"exp":"soon"}').toString('base64url')}.c`,
    ]) {
      expect(tokenExpiryMs(bad)).toBe(0);
    }
  });

  it('renews within 5 minutes + 5 seconds of expiry, not before', () => {
    const limit = KEEP_ALIVE_WINDOW_MS + KEEP_ALIVE_MARGIN_MS;
    expect(isWithinKeepAliveWindow(NOW + limit + 1, NOW)).toBe(false);
    expect(isWithinKeepAliveWindow(NOW + limit, NOW)).toBe(true);
    expect(isWithinKeepAliveWindow(0, NOW)).toBe(true);
  });

  it('asks the server only when due, stores the renewal, and ignores a failure', async () => {
    let calls = 0;
    let fail = true;
    const stored: SessionResponse[] = [];
    const actor = createActor(
      keepAliveMachine.provide({
        actors: {
          renewSession: fromPromise<SessionResponse>(async () => {
            calls++;
            if (fail) throw new Error('offline');
            return renewal;
          }),
        },
        actions: {
          storeRenewal: (_, renewal) => void stored.push(renewal),
        },
      }),
      { input: { token: fresh } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    actor.send({ type: 'keepAlive.check', now: NOW });
    expect(calls).toBe(0);
    actor.send({ type: 'token.change', token: nearlyDue });
    actor.send({ type: 'keepAlive.check', now: NOW });
    await settle();
    expect(calls).toBe(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(stored).toEqual([]);

    fail = false;
    actor.send({ type: 'keepAlive.check', now: NOW });
    await settle();
    expect(stored).toEqual([renewal]);
    expect(actor.getSnapshot().context.expiresAt).toBe(NOW + 15 * 60_000);
    actor.send({ type: 'keepAlive.check', now: NOW });
    expect(calls).toBe(2);
  });
});
