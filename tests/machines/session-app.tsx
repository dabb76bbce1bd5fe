// The happy-dom driver of the session, inactivity and keep-alive walks: the parts of the app the session
// shows itself in — the sign-in page, the header's account menu, the toasts — started as a page load would
// start them, msw's fake server behind them (session-server.ts), and the probes the walks' views read
// (session-handle.ts).
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
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import type { SessionResponse } from '../../contracts/auth';
import { InactivityWarning } from '../../src/features/auth/inactivity-warning';
import { SignInPage } from '../../src/features/auth/sign-in-page';
import { UserMenu } from '../../src/features/auth/user-menu';
import { theme } from '../../src/lib/theme';
import { endTestSession, persistSignIn, startTestSession } from '../support/dom/session';
import { restoreTabAndNetwork } from '../support/dom/tab-and-network';
import { domScreen } from '../support/paths/screen-dom';
import type { SessionProbes } from './session-handle';
import { requestsTo, resetSessionServer, sessionCalls, waitingFor } from './session-server';
import '../support/dom/web';

function sessionApp() {
  const root = createRootRoute({
    component: () => (
      <MantineProvider theme={theme}>
        <Notifications />
        <header>
          <UserMenu variant="dropdown" />
        </header>
        {/* As in the app's root: the skip link's target, which a person can focus. */}
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        {/* As in the app's root, for whoever is signed in: the warning before the inactivity logout. */}
        <InactivityWarning />
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

export interface SessionAppHandle {
  user: ReturnType<typeof userEvent.setup>;
  /** The session runtime (session, inactivity and keep-alive actors) and its recorded page loads. */
  started?: ReturnType<typeof startTestSession>;
  router?: ReturnType<typeof sessionApp>;
}

/** A walk begins: fake timers that also follow real time (waitFor needs it), and a fresh fake server. */
export function beginSessionWalk(): SessionAppHandle {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetSessionServer();
  return {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null, pointerEventsCheck: 0 }),
  };
}

/**
 * The page loads: with a session persisted by an earlier visit (then on the dashboard), or without one
 * (on the sign-in page).
 */
export async function openSessionApp(ui: SessionAppHandle, saved: SessionResponse | null) {
  if (saved) persistSignIn(saved.user, saved.token);
  ui.started = startTestSession();
  ui.router = sessionApp();
  render(<RouterProvider router={ui.router} />);
  await screen.findByRole('heading', { level: 1 });
  if (saved) await act(() => ui.router?.navigate({ to: '/admin/dashboard' }));
}

/** A walk ends: nothing left waiting on the server, nothing left of the session, the page or the clock. */
export function endSessionWalk() {
  resetSessionServer();
  cleanup();
  endTestSession();
  restoreTabAndNetwork();
  vi.useRealTimers();
}

/** The runtime of a walk whose app is open. */
export function runtimeOf(ui: SessionAppHandle) {
  if (!ui.started) throw new Error('the app is not open yet');
  return ui.started.runtime;
}

/** Full page loads the app asked for (logout and expiry end with one of `/`). */
export const pageLoads = (ui: SessionAppHandle): string[][] => ui.started?.loadPage.mock.calls ?? [];

/** The token persisted under persist:root, or null. */
export const storedToken = () => {
  const root = localStorage.getItem('persist:root');
  return root ? (JSON.parse(JSON.parse(root).auth).token as string) : null;
};

/** What a person signed in sees (the inactivity walk's own, until it reads the probes). */
export function expectSignedIn(username: string) {
  expect(screen.getByRole('button', { name: `Account menu for ${username}` })).toBeInTheDocument();
  expect(storedToken()).not.toBeNull();
  expect(sessionStorage.getItem('adminUsername')).toBe(username);
}

/** What a person signed out sees (the inactivity walk's own, until it reads the probes). */
export function expectSignedOut() {
  expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  expect(storedToken()).toBeNull();
  expect(sessionStorage.getItem('adminUsername')).toBeNull();
}

/** What the walks' views read, from the DOM, msw's log and the recorded page loads. */
export function domProbes(ui: SessionAppHandle): SessionProbes {
  return {
    screen: domScreen(ui.user),
    eventually: (checks) => waitFor(checks),
    storedToken: async () => storedToken(),
    sessionItem: async (key) => sessionStorage.getItem(key),
    requests: async (call) => requestsTo(call),
    waiting: async (call) => waitingFor(call),
    pageLoads: async () => pageLoads(ui).map(([path]) => path ?? ''),
    focused: async () => {
      const active = document.activeElement;
      return active && active !== document.body ? (active.textContent ?? '').trim() : null;
    },
    tokenOf: (token) => token,
    cleanup: async () => endSessionWalk(),
  };
}

/**
 * The keep-alive renews the session: its next call is answered with `renewal`, and a check is made now
 * (a check renews only a token that expires within 5 min + 5 s, or an unreadable one).
 */
export async function renewSession(ui: SessionAppHandle, renewal: SessionResponse) {
  const { keepAlive, session } = runtimeOf(ui);
  // A renewal starts only once the previous keep-alive call has answered.
  await waitFor(() => expect(keepAlive.getSnapshot().value).toBe('waiting'));
  sessionCalls.currentUser.answerNext(() => HttpResponse.json(renewal));
  await act(async () => keepAlive.send({ type: 'keepAlive.check', now: Date.now() }));
  await waitFor(() => expect(session.getSnapshot().context.token).toBe(renewal.token));
}
