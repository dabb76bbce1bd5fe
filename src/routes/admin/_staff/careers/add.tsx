// /admin/careers/add (?clientSno=3 when adding a job from a client's page).
import { createFileRoute } from '@tanstack/react-router';
import { AddCareerPage } from '#src/features/admin/careers/add-career-page.tsx';
import { fetchCareerFormOptions } from '#src/features/admin/careers/careers-api.ts';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { searchInt, validatedSearch } from '#src/lib/search-params.ts';

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
