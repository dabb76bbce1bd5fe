import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/dashboard/dashboard-page';
import { useStaffHead } from '../../../lib/head';

export const Route = createFileRoute('/admin/_staff/dashboard')({ component: DashboardRoute });

function DashboardRoute() {
  useStaffHead('Dashboard');
  return <DashboardPage />;
}
