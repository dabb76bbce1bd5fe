// The keep-alive walk's happy-dom handle: the session's parts of the app rendered (session-app.tsx) with the
// session persisted by an earlier visit, msw's fake server holding the keep-alive call until the path
// answers it, and time on vitest's fake timers, set to each check's moment.
import { act } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { SessionResponse } from '../../contracts/auth';
import type { KeepAliveWalkHandle } from './keep-alive.view';
import { ACTIVITIES, nextCheck } from './session-activity';
import { beginSessionWalk, domProbes, openSessionApp, runtimeOf } from './session-app';
import { sessionCalls } from './session-server';

/** The app opens at `now` (the model's NOW) with the session an earlier visit persisted as `saved`. */
export async function domKeepAliveHandle(saved: SessionResponse, now: number): Promise<KeepAliveWalkHandle> {
  const app = beginSessionWalk();
  vi.setSystemTime(now);
  sessionCalls.currentUser.hold();
  await openSessionApp(app, saved);
  return {
    ...domProbes(app),
    username: saved.user.username,
    walk: { token: saved.token, renewals: 0, checks: 0 },
    async check(at, turn) {
      vi.setSystemTime(at);
      await ACTIVITIES['pointer movement']?.(app, turn);
      await nextCheck();
    },
    takeToken: async (token) => act(() => runtimeOf(app).session.send({ type: 'session.update', token })),
    server: {
      renew: async (answer) =>
        act(() =>
          sessionCalls.currentUser.answer(() =>
            answer === 'failed' ? HttpResponse.error() : HttpResponse.json(answer.output),
          ),
        ),
    },
  };
}
