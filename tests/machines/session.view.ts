// The session machine's paths as a person lives them, for both drivers: the sign-in form, the header's
// account menu, the server's answers (held until the path says the server answers) and the expiry toast.
// In every state: who the header shows, what the browser keeps, the form's state and message, the toast,
// and the full page loads (logout and expiry each end with one of the home page, nothing else loads one).
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SessionResponse } from '../../contracts/auth';
import { SESSION_EXPIRED_MESSAGE, type sessionMachine } from '../../machines/session.machine';
import type { UiWalker } from '../support/paths/path-model';
import { expectSignedIn, expectSignedOut, type SessionProbes } from './session-handle';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export interface SessionWalkHandle extends SessionProbes {
  /** Whether a page load has started the app yet. */
  appOpen(): boolean;
  /** The app starts: with a session persisted by an earlier visit (then on the dashboard), or without one
   * (on the sign-in page). */
  openApp(saved: SessionResponse | null): Promise<void>;
  /** The sign-in page comes up, wherever the person was. */
  goToSignIn(): Promise<void>;
  /** What the server does when the path says it answers. */
  server: {
    signIn(answer: { output: SessionResponse } | { refused: string }): Promise<void>;
    logout(answer: 'done' | 'failed'): Promise<void>;
    /** The keep-alive's call is made and answered with `renewal`. */
    renew(renewal: SessionResponse): Promise<void>;
    /** The server refuses a call the app makes (the app cannot tell an ended session from a missing
     * permission). */
    refuseCall(): Promise<void>;
  };
  /** The walk so far: the last state checked, and the page loads the app must have asked for. */
  walk: { last?: Snapshot; loads: number };
}

type Perform = (ui: SessionWalkHandle, event: never) => unknown;

/** The server answers when the path says so: the events the machine gets from its invoked calls. */
const serverAnswers = {
  'xstate.done.actor.authenticate': (ui: SessionWalkHandle, event: { output: SessionResponse }) =>
    ui.server.signIn({ output: event.output }),
  'xstate.error.actor.authenticate': (ui: SessionWalkHandle, event: { error: Error }) =>
    ui.server.signIn({ refused: event.error.message }),
  'xstate.done.actor.logoutRequest': (ui: SessionWalkHandle) => ui.server.logout('done'),
  'xstate.error.actor.logoutRequest': (ui: SessionWalkHandle) => ui.server.logout('failed'),
} as Record<string, Perform>;

export const sessionView = {
  perform: {
    'session.restore': (ui, { saved }) => ui.openApp(saved),
    'session.signIn': async (ui, { username, password }) => {
      await ui.goToSignIn();
      await ui.eventually(() => ui.screen.expect({ label: /^Username/ }));
      await ui.screen.fill({ label: /^Username/ }, username);
      await ui.screen.fill({ label: /^Password/ }, password);
      await ui.screen.click({ role: 'button', name: /Sign in/ });
    },
    'session.update': (ui, { token, user }) => {
      const current = ui.walk.last?.context.user;
      if (!current || !token) throw new Error('session.update needs a signed-in user and a token');
      return ui.server.renew({ token, user: { ...current, ...user } });
    },
    'session.logout': async (ui) => {
      const username = ui.walk.last?.context.username ?? '';
      await ui.screen.click({ role: 'button', name: `Account menu for ${username}` });
      await ui.screen.click({ role: 'menuitem', name: 'Logout' });
    },
    'session.reject': (ui) => ui.server.refuseCall(),
    ...serverAnswers,
  },
  expect: async (ui, snapshot) => {
    const before = ui.walk.last;
    ui.walk.last = snapshot;
    if (snapshot.matches('restoring')) {
      expect(ui.appOpen()).toBe(false);
      return;
    }
    // Logout and expiry each end with one full page load of the home page, and nothing else loads a page.
    const ended = before && (before.matches('loggingOut') || before.matches('expired'));
    if (snapshot.matches('signedOut') && ended) ui.walk.loads++;
    const { token, username, role, error } = snapshot.context;
    await ui.eventually(async () => {
      if (snapshot.matches('signingIn')) {
        await ui.screen.expect(
          { role: 'button', name: /Sign in/ },
          { attributes: { 'aria-disabled': 'true' } },
        );
      }
      if (token && username && !snapshot.matches('expired')) {
        await expectSignedIn(ui, username);
        expect(await ui.storedToken()).toBe(ui.tokenOf(token));
        expect(await ui.sessionItem('userRole')).toBe(role);
      }
      if (!token) await expectSignedOut(ui);
      if (error && snapshot.matches('signedOut')) await ui.screen.expect({ role: 'alert' }, { text: error });
      // The toast shows once, however often the server refuses.
      if (snapshot.matches('expired')) await ui.screen.expect({ text: SESSION_EXPIRED_MESSAGE });
      expect(await ui.pageLoads()).toEqual(Array.from({ length: ui.walk.loads }, () => '/'));
    });
  },
  cleanup: (ui) => ui.cleanup(),
} satisfies Omit<UiWalker<typeof sessionMachine, SessionWalkHandle>, 'render'>;
