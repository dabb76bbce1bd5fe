// The root of every page: header and footer around the matched route (hidden on the forced profile step),
// scroll to top / to the hash on navigation, and the not-found page for unknown paths.
import { Box, Group, Stack } from '@mantine/core';
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { SiteFooter } from '#src/components/site-footer/site-footer.tsx';
import { SiteHeader } from '#src/components/site-header/site-header.tsx';
import { SkipLink } from '#src/components/skip-link/skip-link.tsx';
import { NotFoundPage } from '#src/features/site/not-found-page.tsx';
import { RouterSiteLinks } from '#src/lib/router-site-link.tsx';
import { loadSessionRuntime } from '#src/lib/session/session-access.ts';
import { hasStoredSignIn } from '#src/lib/session/stored-session.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import '#src/lib/site-chrome.css';
import { useSiteChromeHidden } from '#src/lib/site-chrome.ts';
import { useRouteScroll } from '#src/lib/use-route-scroll.ts';
import { useStaticLinks } from '#src/lib/use-static-links.ts';

// Only someone signed in sees the user menu, so its code (Mantine Menu, floating-ui) loads with them.
const UserMenu = lazy(() =>
  import('#src/features/auth/user-menu.tsx').then(({ UserMenu }) => ({ default: UserMenu })),
);

// How many notes mention them and are unread, beside the user menu: for those who can be mentioned.
const UnreadMentionsBadge = lazy(() =>
  import('#src/features/notes/unread-mentions-badge.tsx').then(({ UnreadMentionsBadge }) => ({
    default: UnreadMentionsBadge,
  })),
);

// The warning a minute before the inactivity logout, likewise only for someone signed in.
const InactivityWarning = lazy(() =>
  import('#src/features/auth/inactivity-warning.tsx').then(({ InactivityWarning }) => ({
    default: InactivityWarning,
  })),
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
    <RouterSiteLinks>
      <SkipLink targetId="main" />
      {!chromeHidden && (
        <SiteHeader
          userMenu={
            signedIn
              ? (variant, close) => (
                  <Suspense fallback={null}>
                    {/* Group and Stack are in every page's styles; a Flex would bring Flex.css. */}
                    {variant === 'sidebar' ? (
                      <Stack gap="md">
                        <UnreadMentionsBadge />
                        <UserMenu variant={variant} onNavigate={close} />
                      </Stack>
                    ) : (
                      <Group gap="md" wrap="nowrap">
                        <UnreadMentionsBadge />
                        <UserMenu variant={variant} onNavigate={close} />
                      </Group>
                    )}
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
      {signedIn && (
        <Suspense fallback={null}>
          <InactivityWarning />
        </Suspense>
      )}
    </RouterSiteLinks>
  );
}
