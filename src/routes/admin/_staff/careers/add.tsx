// /admin/careers/add (?clientSno=3 when adding a job from a client's page).
import { createFileRoute } from '@tanstack/react-router';
import { AddCareerPage } from '../../../../features/admin/careers/add-career-page';
import { fetchCareerFormOptions } from '../../../../features/admin/careers/careers-api';
import { AdminLoadError } from '../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../lib/head';
import { searchInt, validatedSearch } from '../../../../lib/search-params';

export const Route = createFileRoute('/admin/_staff/careers/add')({
  validateSearch: (search: Record<string, unknown>) =>
    validatedSearch({ clientSno: searchInt(search.clientSno, 1) }),
  loader: () => fetchCareerFormOptions(),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: AddCareerRoute,
});

function AddCareerRoute() {
  useStaffHead('Add a career');
  return <AddCareerPage options={Route.useLoaderData()} clientSno={Route.useSearch().clientSno} />;
}
