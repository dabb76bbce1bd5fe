import { createFileRoute } from '@tanstack/react-router';
import { CareerViewPage } from '#src/features/admin/careers/career-view-page.tsx';
import { fetchAdminCareer } from '#src/features/admin/careers/careers-api.ts';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/admin/_staff/careers/$id/view')({
  beforeLoad: ({ params }) => requireIdParams(params, 'id'),
  loader: ({ params }) => fetchAdminCareer(Number(params.id)),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: CareerViewRoute,
});

function CareerViewRoute() {
  const career = Route.useLoaderData();
  useStaffHead(career.title);
  return <CareerViewPage key={career.id} career={career} />;
}
