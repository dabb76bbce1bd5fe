// The shared staff layout around every /admin page except the sign-in page; its guard runs first for
// all of them (signed in, profile complete, role allowed: src/lib/session/staff-access.ts).
import { Box } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardStaffPageLazily } from '#src/lib/session/staff-guard.ts';

export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: guardStaffPageLazily,
  component: StaffLayout,
});

function StaffLayout() {
  return (
    <Box component="section" aria-label="Staff area" mih="calc(100vh - 64px)" bg="gray.0">
      <Outlet />
    </Box>
  );
}
