// The app's session actors: the session, inactivity and keep-alive machines with the browser's effects
// supplied (storage, toast, page loads, HTTP), wired to each other, to the API client and to the DOM.
import { createActor, fromPromise } from 'xstate';
import type { SessionResponse, SignInRequest } from '#contracts/auth.ts';
import { INACTIVITY_CHECK_INTERVAL_MS, inactivityMachine } from '#machines/inactivity.machine.ts';
import { keepAliveMachine } from '#machines/keep-alive.machine.ts';
import {
  SESSION_EXPIRED_DELAY_MS,
  SESSION_EXPIRED_MESSAGE,
  sessionMachine,
} from '#machines/session.machine.ts';
import { configureApi } from '../api';
import { inspect } from '../inspector';
import { toast } from '../toast';
import { wantToasts } from '../toast-demand';
import {
  purgePersistedAuth,
  readPersistedAuth,
  removeLocalAuthItem,
  removeSessionItems,
  writePersistedAuth,
  writeSessionItems,
} from './auth-storage';
import { type SessionRuntime, setCurrentSessionRuntime } from './current-session';
import { INACTIVITY_WARNING_SELECTOR, isQuietFocusMove } from './quiet-focus';
import { logoutRequest, renewSessionRequest, signInRequest } from './session-api';

/** Other inactivity timers than the required ones (docs/requirements.md#inactivity), for tests that build a
 * runtime themselves (never the page's). */
export interface InactivityTimers {
  checkIntervalMs: number;
  /** Checks of checkIntervalMs after which the person is idle. */
  idleTickLimit: number;
}

export interface SessionRuntimeOptions {
  /** A full page load of `path` (after logout, and after the expiry toast). */
  loadPage: (path: string) => void;
  /**
   * @default the required ones (docs/requirements.md#inactivity): a check every 30 s, idle after 10 of them
   * (5 minutes)
   */
  timers?: InactivityTimers | null;
}

const ACTIVITY_EVENTS = ['pointermove', 'mousemove', 'keydown', 'click', 'scroll', 'focusin'] as const;
/** Pointer movement fires constantly; one activity report a second is plenty for a 30-second check. */
const ACTIVITY_THROTTLE_MS = 1000;
/** Keys that move between or press the inactivity warning's buttons. */
const CHOOSING_KEYS = new Set(['Tab', 'Enter', ' ']);

export function createSessionRuntime({ loadPage, timers }: SessionRuntimeOptions): SessionRuntime {
  const menuClosers = new Set<() => void>();
  const options = inspect ? { inspect } : {};

  const session = createActor(
    sessionMachine.provide({
      actors: {
        authenticate: fromPromise<SessionResponse, SignInRequest>(({ input }) => signInRequest(input)),
        logoutRequest: fromPromise<void>(() => logoutRequest()),
      },
      actions: {
        persistSession: ({ context }) => {
          if (!context.token || !context.user) return;
          writePersistedAuth({ token: context.token, user: context.user });
          writeSessionItems(context.user);
        },
        purgePersistedState: purgePersistedAuth,
        removeSessionItems,
        removeLocalAuthItem,
        closeMenu: () => {
          for (const close of menuClosers) close();
        },
        reloadHome: () => loadPage('/'),
        showExpiredToast: () =>
          toast.error(SESSION_EXPIRED_MESSAGE, {
            id: 'session-expired',
            autoClose: SESSION_EXPIRED_DELAY_MS,
          }),
        redirectHome: () => loadPage('/'),
      },
    }),
    options,
  );

  const keepAlive = createActor(
    keepAliveMachine.provide({
      actors: { renewSession: fromPromise<SessionResponse>(() => renewSessionRequest()) },
      actions: {
        storeRenewal: (_, { token, user }) => session.send({ type: 'session.update', token, user }),
      },
    }),
    { ...options, input: { token: null } },
  );

  const inactivity = createActor(
    inactivityMachine.provide({
      ...(timers ? { delays: { checkInterval: timers.checkIntervalMs } } : {}),
      actions: {
        logout: () => session.send({ type: 'session.logout' }),
        checkKeepAlive: () => keepAlive.send({ type: 'keepAlive.check', now: Date.now() }),
      },
    }),
    {
      ...options,
      input: {
        visible: document.visibilityState !== 'hidden',
        online: navigator.onLine !== false,
        ...(timers ? { idleTickLimit: timers.idleTickLimit } : {}),
      },
    },
  );

  // Both watchers follow the token.
  let lastToken: string | null = null;
  const tokenWatch = session.subscribe(({ context }) => {
    if (context.token === lastToken) return;
    lastToken = context.token;
    inactivity.send({ type: 'token.change', present: context.token !== null });
    keepAlive.send({ type: 'token.change', token: context.token });
  });

  configureApi({
    getToken: () => session.getSnapshot().context.token,
    onAuthRejected: () => session.send({ type: 'session.reject' }),
  });

  let lastActivity = 0;
  const onActivity = (event: Event) => {
    // The app moving focus into or out of its inactivity warning is not the person's doing; inside the
    // warning, pointing, focus and the keys that choose are the way to one of its choices, which answer for
    // themselves. Any other key there (Escape, say) is activity, as anywhere.
    if (event.type === 'focusin' && isQuietFocusMove()) return;
    const inWarning = event.target instanceof Element && event.target.closest(INACTIVITY_WARNING_SELECTOR);
    if (inWarning && !(event instanceof KeyboardEvent && !CHOOSING_KEYS.has(event.key))) return;
    const now = Date.now();
    if (now - lastActivity < ACTIVITY_THROTTLE_MS) return;
    lastActivity = now;
    inactivity.send({ type: 'activity.detect' });
  };
  const onVisibility = () =>
    inactivity.send({ type: 'visibility.change', visible: document.visibilityState !== 'hidden' });
  const onOnline = () => inactivity.send({ type: 'network.change', online: true });
  const onOffline = () => inactivity.send({ type: 'network.change', online: false });
  const listen = { capture: true, passive: true } as const;

  session.start();
  keepAlive.start();
  inactivity.start();
  session.send({ type: 'session.restore', saved: readPersistedAuth() });
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listen);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  return {
    session,
    inactivity,
    keepAlive,
    checkIntervalMs: timers?.checkIntervalMs ?? INACTIVITY_CHECK_INTERVAL_MS,
    registerMenu: (close) => {
      menuClosers.add(close);
      return () => menuClosers.delete(close);
    },
    stop: () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, listen);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      tokenWatch.unsubscribe();
      inactivity.stop();
      keepAlive.stop();
      session.stop();
      configureApi({ getToken: () => null, onAuthRejected: () => {} });
    },
  };
}

let runtime: SessionRuntime | undefined;

/** The one session of the page, started on first use (components reach it through session-access.ts). */
export function getSessionRuntime(): SessionRuntime {
  if (!runtime) {
    // The required timers (docs/requirements.md#inactivity), always: a browser test lets them pass on
    // page.clock.
    runtime = createSessionRuntime({ loadPage: (path) => window.location.assign(path) });
    setCurrentSessionRuntime(runtime);
    // Signed-in people get toasts (saves, the session's expiry): the stack loads now, so the expiry toast
    // appears at once and stays its full 4 s before the redirect.
    wantToasts();
  }
  return runtime;
}

/**
 * Stops the page's session; the next getSessionRuntime() starts afresh from storage, or uses `next`
 * (tests supply one whose page loads they can see).
 */
export function resetSessionRuntime(next?: SessionRuntime) {
  runtime?.stop();
  runtime = next;
  setCurrentSessionRuntime(next);
}
