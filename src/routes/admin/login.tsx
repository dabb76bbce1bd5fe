import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../../features/auth/SignInPage';
import { afterSignIn, safeRedirect } from '../../features/auth/safe-redirect';
import { getSessionRuntime } from '../../features/auth/session-runtime';
import { useStaffHead } from '../../lib/head';

export const Route = createFileRoute('/admin/login')({
  // Always set (undefined when unsafe): the raw value must not leak through from the address.
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: safeRedirect(search.redirect),
  }),
  // Someone already signed in goes straight on.
  beforeLoad: ({ search }) => {
    if (getSessionRuntime().session.getSnapshot().matches('signedIn')) {
      throw redirect({ href: afterSignIn(search.redirect), replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  useStaffHead('Staff sign-in');
  const { redirect: target } = Route.useSearch();
  return <SignInPage redirect={target} />;
}
