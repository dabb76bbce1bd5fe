// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionResponse } from '../../contracts/auth';
import { keepAliveMachine } from '../../machines/keep-alive.machine';
import {
  isWithinKeepAliveWindow,
  KEEP_ALIVE_MARGIN_MS,
  KEEP_ALIVE_WINDOW_MS,
  tokenExpiryMs,
} from '../../machines/token-expiry';
import { describeMachinePaths } from '../support/paths/path-harness';
import { fresh, jwtExpiringAt, keepAliveModel, NOW, nearlyDue, renewal } from './keep-alive.model';
import { keepAliveView } from './keep-alive.view';
import { domKeepAliveHandle } from './keep-alive-ui';

describeMachinePaths('keep-alive', {
  ...keepAliveModel,
  ui: { ...keepAliveView, render: () => domKeepAliveHandle(renewal, NOW) },
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
