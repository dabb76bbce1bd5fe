import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminCareer, fetchCareerFormOptions } from '../../../../../features/admin/careers/careers-api';
import { EditCareerPage } from '../../../../../features/admin/careers/edit-career-page';
import { AdminLoadError } from '../../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../../lib/head';
import { requireIdParams } from '../../../../../lib/route-params';

export const Route = createFileRoute('/admin/_staff/careers/$id/edit')({
  beforeLoad: ({ params }) => requireIdParams(params, 'id'),
  loader: async ({ params }) => {
    const [career, options] = await Promise.all([
      fetchAdminCareer(Number(params.id)),
      fetchCareerFormOptions(),
    ]);
    return { career, options };
  },
  staleTime: 0,
  gcTime: 0,
  errorComponent: AdminLoadError,
  component: EditCareerRoute,
});

function EditCareerRoute() {
  const { career, options } = Route.useLoaderData();
  useStaffHead(`Edit ${career.title}`);
  return <EditCareerPage key={career.id} career={career} options={options} />;
}
