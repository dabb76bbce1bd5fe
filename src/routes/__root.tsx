// The root of every page: header and footer around the matched route (hidden on the forced profile step),
// scroll to top / to the hash on navigation, and the not-found page for unknown paths.
import { Box } from '@mantine/core';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { SiteFooter } from '../components/site-footer/site-footer';
import { SiteHeader } from '../components/site-header/site-header';
import { SkipLink } from '../components/skip-link/skip-link';
import { loadSessionRuntime } from '../features/auth/session-access';
import { hasStoredSignIn } from '../features/auth/stored-session';
import { useSession } from '../features/auth/use-session';
import { NotFoundPage } from '../features/site/not-found-page';
import '../lib/site-chrome.css';
import { useSiteChromeHidden } from '../lib/site-chrome';
import { useRouteScroll } from '../lib/use-route-scroll';
import { useStaticLinks } from '../lib/use-static-links';

// Only someone signed in sees the user menu, so its code (Mantine Menu, floating-ui) loads with them.
const UserMenu = lazy(() =>
  import('../features/auth/user-menu').then(({ UserMenu }) => ({ default: UserMenu })),
);

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useRouteScroll();
  useStaticLinks();
  // Signing in, out or completing the profile changes the stored profileComplete: re-check it then too.
  const { signedIn } = useSession();
  // A sign-in stored by an earlier visit: restore it (and its inactivity watch) after the page is up.
  useEffect(() => {
    if (hasStoredSignIn()) void loadSessionRuntime();
  }, []);
  const chromeHidden = useSiteChromeHidden();
  return (
    <>
      <SkipLink targetId="main" />
      {!chromeHidden && (
        <SiteHeader
          userMenu={
            signedIn
              ? (variant, close) => (
                  <Suspense fallback={null}>
                    <UserMenu variant={variant} onNavigate={close} />
                  </Suspense>
                )
              : undefined
          }
        />
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        mih="100vh"
        style={{ outline: 'none', paddingTop: 'var(--site-header-height)' }}
      >
        <Outlet />
      </Box>
      {!chromeHidden && <SiteFooter />}
    </>
  );
}
