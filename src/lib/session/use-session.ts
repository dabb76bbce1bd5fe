// useSession(): the signed-in person as components see them, and the session's commands. Until the
// session runtime has loaded (nobody signed in on this page yet) it reads as signed out.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { SessionUser, SignInRequest } from '#contracts/auth.ts';
import type { SessionEvent } from '#machines/session.machine.ts';
import { currentSessionRuntime, subscribeSessionRuntime } from './current-session';
import { loadSessionRuntime } from './session-access';
import { readStoredRole, readStoredUsername } from './stored-session';

/** "Admin Dashboard" for role ADMIN, "Employee Dashboard" for every other role
 * (docs/requirements.md#user-menu). */
export const dashboardLabel = (role: string | null) =>
  role === 'ADMIN' ? 'Admin Dashboard' : 'Employee Dashboard';

const noRuntime = () => undefined;

/** Commands sent before the runtime is there load it first (the sign-in form never waits on a click). */
function send(event: SessionEvent) {
  const runtime = currentSessionRuntime();
  if (runtime) runtime.session.send(event);
  else void loadSessionRuntime().then(({ session }) => session.send(event));
}

export function useSession() {
  const runtime = useSyncExternalStore(subscribeSessionRuntime, currentSessionRuntime, noRuntime);
  const session = runtime?.session;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = session?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [session],
  );
  const snapshot = useSyncExternalStore(subscribe, () => session?.getSnapshot(), noRuntime);
  return useMemo(() => {
    const status = snapshot?.value ?? 'signedOut';
    const context = snapshot?.context;
    const token = context?.token ?? null;
    // The header shows the stored adminUsername and userRole (docs/requirements.md#user-menu), written with
    // the session.
    const username = token ? (readStoredUsername() ?? context?.username ?? null) : null;
    const role = token ? (readStoredRole() ?? context?.role ?? null) : null;
    return {
      status,
      /** A token is held (also while the expiry toast shows). */
      signedIn: token !== null,
      signingIn: status === 'signingIn',
      user: context?.user ?? null,
      username,
      /** Upper-cased, as the requirements read it (docs/requirements.md#stored-keys). */
      role,
      dashboardLabel: dashboardLabel(role),
      /** Why the last sign-in failed. */
      error: context?.error ?? null,
      signIn: (credentials: SignInRequest) => send({ type: 'session.signIn', ...credentials }),
      logout: () => send({ type: 'session.logout' }),
      /** After the profile was saved: the new name and profileComplete. */
      updateUser: (user: Partial<SessionUser>) => send({ type: 'session.update', user }),
    };
  }, [snapshot]);
}
