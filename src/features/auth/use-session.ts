// useSession(): the signed-in person as components see them, and the session's commands.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SessionUser, SignInRequest } from '../../../contracts/auth';
import { readStoredRole, readStoredUsername } from './auth-storage';
import { getSessionRuntime } from './session-runtime';

/** SPEC §2: "Admin Dashboard" for role ADMIN, "Employee Dashboard" for every other role. */
export const dashboardLabel = (role: string | null) =>
  role === 'ADMIN' ? 'Admin Dashboard' : 'Employee Dashboard';

export function useSession() {
  const { session } = getSessionRuntime();
  const status = useSelector(session, (snapshot) => snapshot.value);
  const context = useSelector(session, (snapshot) => snapshot.context);
  return useMemo(() => {
    // The header shows the stored adminUsername and userRole (SPEC §2), written with the session.
    const username = context.token ? (readStoredUsername() ?? context.username) : null;
    const role = context.token ? (readStoredRole() ?? context.role) : null;
    return {
      status,
      /** A token is held (also while the expiry toast shows). */
      signedIn: context.token !== null,
      signingIn: status === 'signingIn',
      user: context.user,
      username,
      /** Upper-cased, as the SPEC reads it. */
      role,
      dashboardLabel: dashboardLabel(role),
      /** Why the last sign-in failed. */
      error: context.error,
      signIn: (credentials: SignInRequest) => session.send({ type: 'session.signIn', ...credentials }),
      logout: () => session.send({ type: 'session.logout' }),
      /** After the profile was saved: the new name and profileComplete. */
      updateUser: (user: Partial<SessionUser>) => session.send({ type: 'session.update', user }),
    };
  }, [status, context, session]);
}
