import { createFileRoute, redirect } from '@tanstack/react-router';
import { afterSignIn, safeRedirect } from '#src/features/auth/safe-redirect.ts';
import { SignInPage } from '#src/features/auth/sign-in-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { loadSessionRuntime } from '#src/lib/session/session-access.ts';

export const Route = createFileRoute('/admin/login')({
  // Always set (undefined when unsafe): the raw value must not leak through from the address.
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: safeRedirect(search.redirect),
  }),
  // Someone already signed in goes straight on. The session loads here, not with the public pages.
  beforeLoad: async ({ search }) => {
    const { session } = await loadSessionRuntime();
    if (session.getSnapshot().matches('signedIn')) {
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
