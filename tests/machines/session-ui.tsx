// The session machine's paths walked through the app as a person uses it: the sign-in form, the header's
// account menu, the server's answers (held back until the path says the server answers) and the expiry toast.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SessionResponse } from '../../contracts/auth';
import type { sessionMachine } from '../../machines/session.machine';
import { SESSION_EXPIRED_MESSAGE } from '../../machines/session.machine';
import { SignInPage } from '../../src/features/auth/SignInPage';
import { UserMenu } from '../../src/features/auth/UserMenu';
import { api } from '../../src/lib/api';
import { theme } from '../../src/lib/theme';
import type { UiWalker } from '../setup/path-model';
import { endTestSession, persistSignIn, startTestSession } from '../setup/session';
import '../setup/web';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

/** A server answer the path releases when it says the server has answered. */
function held() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

let pending = { authenticate: held(), logout: held() };
let renewal: SessionResponse | null = null;

const server = setupServer(
  http.post('*/auth/authenticate', () => pending.authenticate.answer),
  http.post('*/employee/auth/logout', () => pending.logout.answer),
  http.get('*/employee/auth/current-user', () => HttpResponse.json(renewal)),
  http.get('*/api/refused', () =>
    HttpResponse.json({ error: { code: 'unauthorized', message: 'Session ended' } }, { status: 401 }),
  ),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

/** The parts of the app the session shows itself in: the sign-in page, the header's menu, the toasts. */
function sessionApp() {
  const root = createRootRoute({
    component: () => (
      <MantineProvider theme={theme}>
        <Notifications />
        <header>
          <UserMenu variant="dropdown" />
        </header>
        <Outlet />
      </MantineProvider>
    ),
  });
  const signIn = createRoute({
    getParentRoute: () => root,
    path: '/admin/login',
    component: () => <SignInPage />,
  });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/admin/dashboard',
    component: () => <h1>Dashboard</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([signIn, dashboard]),
    history: createMemoryHistory({ initialEntries: ['/admin/login'] }),
  });
}

interface SessionUiHandle {
  user: ReturnType<typeof userEvent.setup>;
  started?: ReturnType<typeof startTestSession>;
  router?: ReturnType<typeof sessionApp>;
  /** Full page loads before the current session began; an ended session adds exactly one. */
  loadsBefore: number;
}

const loads = (ui: SessionUiHandle) => ui.started?.loadPage.mock.calls.length ?? 0;

/** Holds the next request's answer and releases this one. */
function answer(kind: 'authenticate' | 'logout', response: Response) {
  const current = pending[kind];
  pending[kind] = held();
  current.release(response);
}

async function openAccountMenu(ui: SessionUiHandle, username: string) {
  await ui.user.click(await screen.findByRole('button', { name: `Account menu for ${username}` }));
  return screen.findByRole('menu', { hidden: true });
}

const storedToken = () => {
  const root = localStorage.getItem('persist:root');
  return root ? (JSON.parse(JSON.parse(root).auth).token as string) : null;
};

/** The server answers when the path says so: the events the machine gets from its invoked calls. */
const serverAnswers = {
  'xstate.done.actor.authenticate': (_ui: SessionUiHandle, event: { output: SessionResponse }) =>
    act(() => answer('authenticate', HttpResponse.json(event.output))),
  'xstate.error.actor.authenticate': (_ui: SessionUiHandle, event: { error: Error }) =>
    act(() =>
      answer(
        'authenticate',
        HttpResponse.json({ error: { code: 'unauthorized', message: event.error.message } }, { status: 401 }),
      ),
    ),
  'xstate.done.actor.logoutRequest': () =>
    act(() => answer('logout', new HttpResponse(null, { status: 204 }))),
  'xstate.error.actor.logoutRequest': () =>
    act(() => answer('logout', new HttpResponse(null, { status: 500 }))),
} as Record<string, (ui: SessionUiHandle, event: never) => unknown>;

export const sessionUi: UiWalker<typeof sessionMachine, SessionUiHandle> = {
  render: () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pending = { authenticate: held(), logout: held() };
    return {
      user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null, pointerEventsCheck: 0 }),
      loadsBefore: 0,
    };
  },
  perform: {
    // The app starts: with a session persisted by an earlier visit, or without one.
    'session.restore': async (ui, { saved }) => {
      if (saved) persistSignIn(saved.user, saved.token);
      ui.started = startTestSession();
      ui.router = sessionApp();
      render(<RouterProvider router={ui.router} />);
      await screen.findByRole('heading', { level: 1 });
      if (saved) await act(() => ui.router?.navigate({ to: '/admin/dashboard' }));
    },
    'session.signIn': async (ui, { username, password }) => {
      ui.loadsBefore = loads(ui);
      if (ui.router?.state.location.pathname !== '/admin/login') {
        await act(() => ui.router?.navigate({ to: '/admin/login' }));
      }
      const name = await screen.findByLabelText(/^Username/);
      await ui.user.clear(name);
      await ui.user.type(name, username);
      await ui.user.clear(screen.getByLabelText(/^Password/));
      await ui.user.type(screen.getByLabelText(/^Password/), password);
      await ui.user.click(screen.getByRole('button', { name: /Sign in/ }));
    },
    // The keep-alive brings a renewed token and the user as the server now has them.
    'session.update': async (ui, { token, user }) => {
      const { session, keepAlive } = ui.started?.runtime ?? {};
      const current = session?.getSnapshot().context.user;
      if (!current || !token) throw new Error('session.update needs a signed-in user and a token');
      renewal = { token, user: { ...current, ...user } };
      await act(async () => keepAlive?.send({ type: 'keepAlive.check', now: Date.now() }));
    },
    'session.logout': async (ui) => {
      const username = ui.started?.runtime.session.getSnapshot().context.username ?? '';
      const menu = await openAccountMenu(ui, username);
      await ui.user.click(within(menu).getByRole('menuitem', { name: 'Logout', hidden: true }));
    },
    // Any call the server refuses: the app cannot tell an ended session from a missing permission.
    'session.reject': () => act(() => api('/api/refused').catch(() => undefined)),
    ...serverAnswers,
  },
  expect: async (ui, snapshot: Snapshot) => {
    if (snapshot.matches('restoring')) {
      expect(ui.router).toBeUndefined();
      return;
    }
    const { token, username, error } = snapshot.context;
    await waitFor(() => {
      if (snapshot.matches('signingIn')) {
        expect(screen.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-disabled', 'true');
      }
      if (token && username && !snapshot.matches('expired')) {
        expect(screen.getByRole('button', { name: `Account menu for ${username}` })).toBeInTheDocument();
        expect(storedToken()).toBe(token);
        expect(sessionStorage.getItem('userRole')).toBe(snapshot.context.role);
      }
      if (!token) {
        expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
        expect(storedToken()).toBeNull();
        expect(sessionStorage.getItem('adminUsername')).toBeNull();
      }
      if (error && snapshot.matches('signedOut')) expect(screen.getByRole('alert')).toHaveTextContent(error);
      const toasts = screen.queryAllByText(SESSION_EXPIRED_MESSAGE);
      if (snapshot.matches('expired')) expect(toasts).toHaveLength(1);
    });
    // Logout and expiry each end with one full page load of the home page, and nothing else loads a page.
    if (snapshot.matches('signedOut')) {
      expect(loads(ui) - ui.loadsBefore).toBeLessThanOrEqual(1);
      if (loads(ui) > ui.loadsBefore) expect(ui.started?.loadPage.mock.calls.at(-1)).toEqual(['/']);
    } else {
      expect(loads(ui)).toBe(ui.loadsBefore);
    }
  },
  cleanup: () => {
    pending.authenticate.release(new HttpResponse(null, { status: 503 }));
    pending.logout.release(new HttpResponse(null, { status: 503 }));
    cleanup();
    endTestSession();
    renewal = null;
    vi.useRealTimers();
  },
};
