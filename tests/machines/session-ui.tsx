// The session walk's happy-dom handle: the session's parts of the app rendered (session-app.tsx) and msw's
// fake server answering when the path says so; a refused call is one the app's own API client makes.
import { act } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api } from '../../src/lib/api';
import type { SessionWalkHandle } from './session.view';
import { beginSessionWalk, domProbes, openSessionApp, renewSession } from './session-app';
import { sessionCalls } from './session-server';

export function domSessionHandle(): SessionWalkHandle {
  const app = beginSessionWalk();
  return {
    ...domProbes(app),
    walk: { loads: 0 },
    appOpen: () => app.router !== undefined,
    openApp: (saved) => openSessionApp(app, saved),
    goToSignIn: async () => {
      if (app.router?.state.location.pathname !== '/admin/login') {
        await act(() => app.router?.navigate({ to: '/admin/login' }));
      }
    },
    server: {
      signIn: async (answer) =>
        act(() =>
          sessionCalls.authenticate.answer(() =>
            'output' in answer
              ? HttpResponse.json(answer.output)
              : HttpResponse.json(
                  { error: { code: 'unauthorized', message: answer.refused } },
                  { status: 401 },
                ),
          ),
        ),
      logout: async (answer) =>
        act(() =>
          sessionCalls.logout.answer(() => new HttpResponse(null, { status: answer === 'done' ? 204 : 500 })),
        ),
      renew: (renewal) => renewSession(app, renewal),
      refuseCall: () => act(() => api('/api/refused').catch(() => undefined)),
    },
  };
}
