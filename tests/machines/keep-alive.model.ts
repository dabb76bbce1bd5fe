// The keep-alive's test model without a driver: the call never settles on its own (each path decides when the
// server answers), the checks the inactivity watcher makes (at the model's moment NOW, and 11 minutes on,
// when even a fresh token is due), the tokens the session hands over, and which token the keep-alive holds in
// each state. The same paths run in happy-dom (msw) and in Chromium (the built site, its real server).
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { SessionResponse } from '../../contracts/auth';
import { type KeepAliveEvent, keepAliveMachine } from '../../machines/keep-alive.machine';
import { isWithinKeepAliveWindow } from '../../machines/token-expiry';
import { demoSessionUser } from '../support/paths/demo-staff';
import type { PathModel } from '../support/paths/path-model';

/** The model's moment: the page opens then, with a fresh token. */
export const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
/** A check 11 minutes on: a token that was fresh then expires within 5 minutes + 5 seconds. */
export const LATER = NOW + 11 * 60_000;

export const jwtExpiringAt = (ms: number) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', exp: ms / 1000 })).toString('base64url')}.sig`;

/** As the server issues them: 15 minutes from NOW. */
export const fresh = jwtExpiringAt(NOW + 15 * 60_000);
export const nearlyDue = jwtExpiringAt(NOW + 4 * 60_000);
export const UNREADABLE = 'not-a-jwt';

/** The demo admin (server/db/demo/people.ts): in Chromium the real server signs them in. */
export const renewal: SessionResponse = {
  token: fresh,
  user: demoSessionUser('admin'),
};

const tokenKind = (expiresAt: number) => {
  if (expiresAt === 0) return 'an unreadable token';
  return isWithinKeepAliveWindow(expiresAt, NOW) ? 'a token expiring soon' : 'a fresh token';
};

const testMachine = keepAliveMachine.provide({
  actors: { renewSession: fromPromise<SessionResponse>(() => new Promise(() => {})) },
});

export const keepAliveModel = {
  machine: testMachine,
  input: { token: fresh },
  events: (snapshot) => {
    const common: KeepAliveEvent[] = [
      { type: 'keepAlive.check', now: NOW },
      { type: 'keepAlive.check', now: LATER },
      { type: 'token.change', token: nearlyDue },
      { type: 'token.change', token: UNREADABLE },
    ];
    if (!snapshot.matches('renewing')) return common;
    return [
      ...common,
      { type: 'xstate.done.actor.renewSession', output: renewal },
      { type: 'xstate.error.actor.renewSession', error: new Error('offline') },
    ] as unknown as KeepAliveEvent[];
  },
  // Which token the keep-alive holds (as it looks at NOW): the guard that decides a renewal reads it.
  situations: {
    of: (snapshot) => `${snapshot.value} with ${tokenKind(snapshot.context.expiresAt)}`,
    // A fresh token is renewed only at the check 11 minutes on.
    expected: [
      'waiting with a fresh token',
      'waiting with a token expiring soon',
      'waiting with an unreadable token',
      'renewing with a fresh token',
      'renewing with a token expiring soon',
      'renewing with an unreadable token',
    ],
  },
  expectMachine: (snapshot) => {
    expect(snapshot.context.expiresAt).toBeGreaterThanOrEqual(0);
  },
} satisfies PathModel<typeof testMachine>;
