// The fixed site header of SPEC §2: logo, the nine links with the current one highlighted, and on small
// screens a slide-in side menu that closes on navigation. The signed-in user menu is supplied by the caller.
import { Box, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { site } from '#src/content/site.ts';
import { mainNavLinks } from './nav-links';
import classes from './site-header.module.css';

const SideMenu = lazy(() => import('./side-menu'));

export interface SiteHeaderProps {
  /**
   * The signed-in user's menu: `dropdown` beside the links on wide screens, `sidebar` inside the side menu
   * (call `close` after navigating from it). Nothing is shown when it returns null. @default none
   */
  userMenu?: (variant: 'dropdown' | 'sidebar', close: () => void) => ReactNode;
}

function NavLinks({ className, onNavigate }: { className: string | undefined; onNavigate?: () => void }) {
  return mainNavLinks.map((link) => (
    <Link
      key={link.to}
      to={link.to}
      className={className}
      activeOptions={{ exact: link.to === '/', includeHash: false, includeSearch: false }}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  ));
}

export function SiteHeader({ userMenu }: SiteHeaderProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The side menu's code is fetched once someone heads for the menu button (wide screens never do).
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const href = useRouterState({ select: (state) => state.location.href });

  // Any navigation (links, back button, a hash) closes the side menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: href is the trigger, not a value read
  useEffect(() => close(), [href, close]);

  return (
    <Box
      component="header"
      className={classes.header}
      data-site-header
      data-site-chrome
      h="var(--site-header-height)"
    >
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" aria-label={`${site.name} home`}>
            <img src="/logo.svg" alt="" width={190} height={36} className={classes.logo} />
          </Link>
          <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="lg">
            <NavLinks className={classes.link} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="lg">{userMenu?.('dropdown', close)}</Box>
            <Burger
              opened={opened}
              onClick={() => {
                wantMenu();
                toggle();
              }}
              onPointerEnter={wantMenu}
              onFocus={wantMenu}
              hiddenFrom="lg"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
              aria-controls="site-side-menu"
            />
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu opened={opened} onClose={close}>
            <Stack component="nav" aria-label="Main" gap={4}>
              <NavLinks className={classes.sideLink} onNavigate={close} />
            </Stack>
            <Box mt="md">{userMenu?.('sidebar', close)}</Box>
          </SideMenu>
        </Suspense>
      )}
    </Box>
  );
}
