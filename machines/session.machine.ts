// The staff session (docs/requirements.md#session): signed out, signing in, signed in, logging out, expired.
// Effects (storage, toast, reload, HTTP) are named actions and actors the app supplies with .provide().
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SessionResponse, SessionUser, SignInRequest } from '../contracts/auth';

export const SESSION_EXPIRED_MESSAGE = 'Your session expired due to inactivity. Redirecting to the homepage…';
/** The expiry toast lasts this long, and the redirect home follows after the same time. */
export const SESSION_EXPIRED_DELAY_MS = 4000;
/** A logout request that has not answered by then is given up on (its failure is ignored anyway). */
export const LOGOUT_TIMEOUT_MS = 5000;

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  /** What the header shows (docs/requirements.md#user-menu): the stored adminUsername ... */
  username: string | null;
  /** ... and userRole, upper-cased. */
  role: string | null;
  /** Why the last sign-in failed, for the form; null otherwise. */
  error: string | null;
}

export type SessionEvent =
  /** Sent once at start with what storage holds (null when nothing is persisted). */
  | { type: 'session.restore'; saved: SessionResponse | null }
  | { type: 'session.signIn'; username: string; password: string }
  | { type: 'session.update'; token?: string; user?: Partial<SessionUser> }
  | { type: 'session.logout' }
  | { type: 'session.reject' };

const signedOutContext: SessionContext = { token: null, user: null, username: null, role: null, error: null };

const held = (token: string, user: SessionUser) => ({
  token,
  user,
  username: user.username,
  role: user.role.toUpperCase(),
  error: null,
});

const noEffect = () => {};

/** After the logout call (docs/requirements.md#logout): clear, purge, remove the items, forget the name,
 * close the menu, reload. */
const LOGOUT_SEQUENCE = [
  'clearAuthState',
  'purgePersistedState',
  'removeSessionItems',
  'clearUsernameAndRole',
  'closeMenu',
  'reloadHome',
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** POST /auth/authenticate; rejects with an Error carrying the message to show. */
    authenticate: fromPromise<SessionResponse, SignInRequest>(() => {
      throw new Error('authenticate: supply the sign-in call with .provide()');
    }),
    /** POST /employee/auth/logout; its failure is ignored. */
    logoutRequest: fromPromise<void>(async () => {}),
  },
  guards: {
    hasSavedSession: ({ event }) => event.type === 'session.restore' && !!event.saved?.token,
  },
  delays: {
    expiryRedirectDelay: SESSION_EXPIRED_DELAY_MS,
    logoutTimeout: LOGOUT_TIMEOUT_MS,
  },
  actions: {
    assignSignedIn: assign((_, { token, user }: SessionResponse) => held(token, user)),
    assignUpdate: assign(({ context, event }) => {
      assertEvent(event, 'session.update');
      if (!context.user || !context.token) return {};
      return held(event.token ?? context.token, { ...context.user, ...event.user });
    }),
    assignSavedSession: assign(({ event }) => {
      assertEvent(event, 'session.restore');
      return event.saved ? held(event.saved.token, event.saved.user) : {};
    }),
    assignSignInError: assign((_, { error }: { error: unknown }) => ({
      error: error instanceof Error && error.message ? error.message : 'Sign-in failed. Please try again.',
    })),
    clearSignInError: assign({ error: null }),
    clearAuthState: assign({ token: null, user: null }),
    clearUsernameAndRole: assign({ username: null, role: null }),
    /** Writes persist:root and the session items adminUsername, userRole and profileComplete. */
    persistSession: noEffect,
    /** Removes persist:root. */
    purgePersistedState: noEffect,
    /** Removes adminUsername, userRole and profileComplete from sessionStorage. */
    removeSessionItems: noEffect,
    /** Removes the local auth item (docs/requirements.md#errors-session-expired). */
    removeLocalAuthItem: noEffect,
    closeMenu: noEffect,
    /** A full page load of `/`. */
    reloadHome: noEffect,
    /** The one error toast (docs/requirements.md#errors-session-expired), lasting 4000 ms. */
    showExpiredToast: noEffect,
    /** Goes to `/` after the expiry toast. */
    redirectHome: noEffect,
  },
}).createMachine({
  id: 'session',
  description: 'A staff member’s session: the token, who they are, and how the session ends.',
  context: signedOutContext,
  initial: 'restoring',
  states: {
    restoring: {
      description: 'The app is starting and reads the session persisted by an earlier visit.',
      on: {
        'session.restore': [
          {
            guard: 'hasSavedSession',
            target: 'signedIn',
            actions: ['assignSavedSession', 'persistSession'],
          },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      description:
        'No token is held: requests carry no authorization and staff pages send people to sign in.',
      on: {
        'session.signIn': { target: 'signingIn', actions: 'clearSignInError' },
      },
    },
    signingIn: {
      description: 'The username and password are with the server; the form waits for its answer.',
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ event }) => {
          assertEvent(event, 'session.signIn');
          return { username: event.username, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'assignSignedIn', params: ({ event }) => event.output }, 'persistSession'],
        },
        onError: {
          target: 'signedOut',
          actions: { type: 'assignSignInError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: {
      description: 'A token is held and sent with every request; the header shows the username and its menu.',
      on: {
        'session.update': { actions: ['assignUpdate', 'persistSession'] },
        'session.logout': 'loggingOut',
        'session.reject': 'expired',
      },
    },
    loggingOut: {
      description: 'The logout call is on its way; whatever it answers, the session is then cleared.',
      invoke: {
        id: 'logoutRequest',
        src: 'logoutRequest',
        onDone: { target: 'signedOut', actions: LOGOUT_SEQUENCE },
        onError: { target: 'signedOut', actions: LOGOUT_SEQUENCE },
      },
      after: { logoutTimeout: { target: 'signedOut', actions: LOGOUT_SEQUENCE } },
    },
    expired: {
      description:
        'The server refused the token: the expiry toast shows once, and 4 s later the app goes home.',
      entry: 'showExpiredToast',
      after: {
        expiryRedirectDelay: {
          target: 'signedOut',
          actions: [
            'clearAuthState',
            'purgePersistedState',
            'removeSessionItems',
            'removeLocalAuthItem',
            'clearUsernameAndRole',
            'redirectHome',
          ],
        },
      },
    },
  },
});
