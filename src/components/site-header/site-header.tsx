// The fixed site header (docs/requirements.md#header): logo, the nine links with the current one highlighted,
// and on small screens a slide-in side menu that closes on navigation. The signed-in user menu is supplied by
// the caller.
import { Box, Container, Group } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { publicFile } from '#contracts/public-files.ts';
import { site } from '#src/content/site.ts';
import { island } from '#src/islands/island.tsx';
import classes from './site-header.module.css';
import { SiteNavLinks } from './site-nav-links';

// The menu button and side menu: an island on server-drawn pages (decision 0017).
const HeaderMenu = island('header-menu');

export interface SiteHeaderProps {
  /**
   * The signed-in user's menu: `dropdown` beside the links on wide screens, `sidebar` inside the side menu
   * (call `close` after navigating from it). Nothing is shown when it returns null. @default none
   */
  userMenu?: (variant: 'dropdown' | 'sidebar', close: () => void) => ReactNode;
}

const noMenuToClose = () => {};

export function SiteHeader({ userMenu }: SiteHeaderProps) {
  // Any navigation (links, back button, a hash) closes the side menu.
  const href = useRouterState({ select: (state) => state.location.href });

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
            <img src={publicFile('/logo.svg')} alt="" width={190} height={36} className={classes.logo} />
          </Link>
          <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="lg">
            <SiteNavLinks className={classes.link} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="lg">{userMenu?.('dropdown', noMenuToClose)}</Box>
            <HeaderMenu address={href} userMenu={userMenu && ((close) => userMenu('sidebar', close))} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
