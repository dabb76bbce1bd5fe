import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#src/features/dashboard/dashboard-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/dashboard')({ component: DashboardRoute });

function DashboardRoute() {
  useStaffHead('Dashboard');
  return <DashboardPage />;
}
