// The header's menu button and the small-screen side menu (docs/requirements.md#side-menu; an island on
// server-drawn pages, decision 0017). Any change of address closes the menu.
import { Box, Burger, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '#src/lib/after-next-paint.ts';
import classes from './site-header.module.css';
import { SiteNavLinks } from './site-nav-links';

const SideMenu = lazy(() => import('./side-menu'));

export interface HeaderMenuProps {
  /** The address shown; when it changes, the menu closes. */
  address: string;
  /** The signed-in user's menu inside the side menu (never on a server-drawn page). @default none */
  userMenu?: (close: () => void) => ReactNode;
}

export function HeaderMenu({ address, userMenu }: HeaderMenuProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The side menu's code is fetched once someone heads for the menu button (wide screens never do), after
  // the button has shown that it was pressed. A finger's pointer enters as it presses: its fetch waits for
  // the click, since drawing the menu's first part between press and lift delays that click.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => afterNextPaint(() => setMenuWanted(true));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger, not a value read
  useEffect(() => close(), [address, close]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          wantMenu();
          toggle();
        }}
        onPointerEnter={(event) => event.pointerType !== 'touch' && wantMenu()}
        onFocus={wantMenu}
        hiddenFrom="lg"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls="site-side-menu"
      />
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu opened={opened} onClose={close}>
            <Stack component="nav" aria-label="Main" gap={4}>
              <SiteNavLinks className={classes.sideLink} onNavigate={close} />
            </Stack>
            <Box mt="md">{userMenu?.(close)}</Box>
          </SideMenu>
        </Suspense>
      )}
    </>
  );
}
