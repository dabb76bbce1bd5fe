// The session machine's test model without a driver: its calls never settle on their own (each path
// decides when the server answers), the events a person and the server cause in every state, and what the
// machine's context must hold in each. The people are the demo accounts (server/db/demo/people.ts), so the
// same paths run against the real server in Chromium: someone signed in as the recruiter on an earlier
// visit, and the admin signing in with the demo password.
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { type SessionResponse, type SignInRequest, WRONG_CREDENTIALS_MESSAGE } from '../../contracts/auth';
import { type SessionEvent, sessionMachine } from '../../machines/session.machine';
import { DEMO_PASSWORD, demoSessionUser } from '../support/paths/demo-staff';
import type { PathModel } from '../support/paths/path-model';

export const recruiter = demoSessionUser('recruiter');
export const admin = demoSessionUser('admin');

/**
 * The tokens of the paths. In happy-dom they are the tokens themselves; in Chromium each stands for the one
 * the real server issued (the handle's tokenOf).
 */
export const sessionTokens = {
  /** Persisted by an earlier visit. */
  restored: 'restored.token',
  /** The sign-in's answer. */
  signedIn: 'new.token',
  /** The keep-alive's answer. */
  renewed: 'renewed.token',
} as const;

// Actors that never settle on their own: each path decides when the server answers.
const testMachine = sessionMachine.provide({
  actors: {
    authenticate: fromPromise<SessionResponse, SignInRequest>(() => new Promise(() => {})),
    logoutRequest: fromPromise<void>(() => new Promise(() => {})),
  },
});

const eventsIn: Record<string, SessionEvent[] | { type: string; [key: string]: unknown }[]> = {
  restoring: [
    { type: 'session.restore', saved: { token: sessionTokens.restored, user: recruiter } },
    { type: 'session.restore', saved: null },
  ],
  signedOut: [
    { type: 'session.signIn', username: admin.username, password: DEMO_PASSWORD },
    { type: 'session.reject' },
  ],
  signingIn: [
    { type: 'xstate.done.actor.authenticate', output: { token: sessionTokens.signedIn, user: admin } },
    { type: 'xstate.error.actor.authenticate', error: new Error(WRONG_CREDENTIALS_MESSAGE) },
    { type: 'session.reject' },
  ],
  signedIn: [
    // The keep-alive's answer: a renewed token and the user as the server has them.
    { type: 'session.update', token: sessionTokens.renewed, user: recruiter },
    { type: 'session.logout' },
    { type: 'session.reject' },
  ],
  loggingOut: [
    { type: 'xstate.done.actor.logoutRequest' },
    { type: 'xstate.error.actor.logoutRequest', error: new Error('offline') },
    { type: 'xstate.after.logoutTimeout.session.loggingOut' },
    { type: 'session.reject' },
  ],
  expired: [
    { type: 'xstate.after.expiryRedirectDelay.session.expired' },
    { type: 'session.reject' },
    { type: 'session.logout' },
  ],
};

export const sessionModel = {
  machine: testMachine,
  events: (snapshot) => {
    const events = (eventsIn[snapshot.value as string] ?? []) as SessionEvent[];
    // A renewal is walked in the restored session only: in a second session it adds paths, not cases.
    const secondSession = snapshot.context.user?.role === 'ADMIN';
    return secondSession ? events.filter((event) => event.type !== 'session.update') : events;
  },
  expectMachine: (snapshot) => {
    const { token, user, username, role } = snapshot.context;
    // A token is held exactly while signed in or while the expiry toast shows (and the logout call runs).
    const holding =
      snapshot.matches('signedIn') || snapshot.matches('expired') || snapshot.matches('loggingOut');
    expect(token !== null).toBe(holding);
    expect(user !== null).toBe(holding);
    // The header's name and role follow the user, the role upper-cased.
    expect(username).toBe(user?.username ?? null);
    expect(role).toBe(user ? user.role.toUpperCase() : null);
  },
} satisfies PathModel<typeof testMachine>;
