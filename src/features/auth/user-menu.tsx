// The header's signed-in user menu (docs/requirements.md#user-menu): the username opening Profile, the
// dashboard link ("Admin Dashboard" for ADMIN, "Employee Dashboard" otherwise) and Logout. A dropdown on wide
// screens, a collapsible list inside the side menu on small ones; it toggles and closes on navigation. Loaded
// only for someone signed in (src/routes/__root.tsx): its dropdown code stays out of public first loads.
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import { Box, Button, Collapse, Menu, NavLink, Stack } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { currentSessionRuntime } from '#src/lib/session/current-session.ts';
import { useSession } from '#src/lib/session/use-session.ts';

export interface UserMenuProps {
  /** `dropdown` beside the header links; `sidebar` inside the small-screen side menu. */
  variant: 'dropdown' | 'sidebar';
  /** Called after a menu link is followed (the side menu closes itself with it). @default none */
  onNavigate?: () => void;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function UserMenu({ variant, onNavigate }: UserMenuProps) {
  const { signedIn, username, dashboardLabel, logout } = useSession();
  const [opened, setOpened] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });
  const listId = useId();

  // Closes on navigation, and when logout asks every menu to close.
  // biome-ignore lint/correctness/useExhaustiveDependencies: href is the trigger, not a value read
  useEffect(() => setOpened(false), [href]);
  useEffect(() => currentSessionRuntime()?.registerMenu(() => setOpened(false)), []);

  if (!signedIn || !username) return null;
  const followed = () => {
    setOpened(false);
    onNavigate?.();
  };

  if (variant === 'sidebar') {
    return (
      <Box>
        <NavLink
          component="button"
          label={username}
          description="Your account"
          opened={opened}
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-controls={listId}
          rightSection={<Chevron open={opened} />}
        />
        <Collapse expanded={opened}>
          <Stack id={listId} gap={0} pl="md">
            <NavLink component={Link} to="/admin/profile" label="Profile" onClick={followed} />
            <NavLink component={Link} to="/admin/dashboard" label={dashboardLabel} onClick={followed} />
            <NavLink component="button" label="Logout" onClick={logout} />
          </Stack>
        </Collapse>
      </Box>
    );
  }

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="subtle"
          rightSection={<Chevron open={opened} />}
          aria-label={`Account menu for ${username}`}
        >
          {username}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/admin/profile" onClick={followed}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/admin/dashboard" onClick={followed}>
          {dashboardLabel}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={logout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
