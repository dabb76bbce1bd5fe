// The root of every page: header and footer around the matched route (hidden on the forced profile step),
// scroll to top / to the hash on navigation, and the not-found page for unknown paths.
import { Box } from '@mantine/core';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { SiteFooter } from '../components/site-footer/SiteFooter';
import { SITE_HEADER_HEIGHT, SiteHeader } from '../components/site-header/SiteHeader';
import { SkipLink } from '../components/skip-link/SkipLink';
import { UserMenu } from '../features/auth/UserMenu';
import { useSession } from '../features/auth/use-session';
import { NotFoundPage } from '../features/site/not-found-page';
import { useSiteChromeHidden } from '../lib/site-chrome';
import { useRouteScroll } from '../lib/use-route-scroll';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useRouteScroll();
  // Signing in, out or completing the profile changes the stored profileComplete: re-check it then too.
  useSession();
  const chromeHidden = useSiteChromeHidden();
  return (
    <>
      <SkipLink targetId="main" />
      {!chromeHidden && (
        <SiteHeader userMenu={(variant, close) => <UserMenu variant={variant} onNavigate={close} />} />
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        pt={chromeHidden ? 0 : SITE_HEADER_HEIGHT}
        mih="100vh"
        style={{ outline: 'none' }}
      >
        <Outlet />
      </Box>
      {!chromeHidden && <SiteFooter />}
    </>
  );
}
