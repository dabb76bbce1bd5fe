import { createFileRoute } from '@tanstack/react-router';
import { CareerViewPage } from '../../../../../features/admin/careers/career-view-page';
import { fetchAdminCareer } from '../../../../../features/admin/careers/careers-api';
import { AdminLoadError } from '../../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../../lib/head';
import { requireIdParams } from '../../../../../lib/route-params';

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
