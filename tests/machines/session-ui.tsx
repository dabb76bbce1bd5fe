// The session machine's paths walked through the app as a person uses it: the sign-in form, the header's account
// menu, the server's answers (held back until the path says the server answers) and the expiry toast.
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SessionResponse } from '../../contracts/auth';
import type { sessionMachine } from '../../machines/session.machine';
import { SESSION_EXPIRED_MESSAGE } from '../../machines/session.machine';
import { api } from '../../src/lib/api';
import type { UiWalker } from '../setup/path-model';
import {
  beginSessionWalk,
  endSessionWalk,
  expectSignedIn,
  expectSignedOut,
  openAccountMenu,
  openSessionApp,
  pageLoads,
  renewSession,
  runtimeOf,
  type SessionAppHandle,
  storedToken,
} from './session-app';
import { sessionCalls } from './session-server';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

interface SessionUiHandle extends SessionAppHandle {
  /** Full page loads before the current session began; an ended session adds exactly one. */
  loadsBefore: number;
}

const loads = (ui: SessionUiHandle) => pageLoads(ui).length;

/** The server answers when the path says so: the events the machine gets from its invoked calls. */
const serverAnswers = {
  'xstate.done.actor.authenticate': (_ui: SessionUiHandle, event: { output: SessionResponse }) =>
    act(() => sessionCalls.authenticate.answer(() => HttpResponse.json(event.output))),
  'xstate.error.actor.authenticate': (_ui: SessionUiHandle, event: { error: Error }) =>
    act(() =>
      sessionCalls.authenticate.answer(() =>
        HttpResponse.json({ error: { code: 'unauthorized', message: event.error.message } }, { status: 401 }),
      ),
    ),
  'xstate.done.actor.logoutRequest': () =>
    act(() => sessionCalls.logout.answer(() => new HttpResponse(null, { status: 204 }))),
  'xstate.error.actor.logoutRequest': () =>
    act(() => sessionCalls.logout.answer(() => new HttpResponse(null, { status: 500 }))),
} as Record<string, (ui: SessionUiHandle, event: never) => unknown>;

export const sessionUi: UiWalker<typeof sessionMachine, SessionUiHandle> = {
  render: () => ({ ...beginSessionWalk(), loadsBefore: 0 }),
  perform: {
    // The app starts: with a session persisted by an earlier visit, or without one.
    'session.restore': (ui, { saved }) => openSessionApp(ui, saved),
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
    'session.update': (ui, { token, user }) => {
      const current = runtimeOf(ui).session.getSnapshot().context.user;
      if (!current || !token) throw new Error('session.update needs a signed-in user and a token');
      return renewSession(ui, { token, user: { ...current, ...user } });
    },
    'session.logout': async (ui) => {
      const username = runtimeOf(ui).session.getSnapshot().context.username ?? '';
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
        expectSignedIn(username);
        expect(storedToken()).toBe(token);
        expect(sessionStorage.getItem('userRole')).toBe(snapshot.context.role);
      }
      if (!token) expectSignedOut();
      if (error && snapshot.matches('signedOut')) expect(screen.getByRole('alert')).toHaveTextContent(error);
      const toasts = screen.queryAllByText(SESSION_EXPIRED_MESSAGE);
      if (snapshot.matches('expired')) expect(toasts).toHaveLength(1);
    });
    // Logout and expiry each end with one full page load of the home page, and nothing else loads a page.
    if (snapshot.matches('signedOut')) {
      expect(loads(ui) - ui.loadsBefore).toBeLessThanOrEqual(1);
      if (loads(ui) > ui.loadsBefore) expect(pageLoads(ui).at(-1)).toEqual(['/']);
    } else {
      expect(loads(ui)).toBe(ui.loadsBefore);
    }
  },
  cleanup: endSessionWalk,
};
