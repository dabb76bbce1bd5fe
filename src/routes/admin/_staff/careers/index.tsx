// /admin/careers: search, status, sort and page live in the address (shareable, kept on reload).
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { careerSearch, careerSearchDefaults } from '#src/features/admin/careers/career-search.ts';
import { fetchAdminCareers } from '#src/features/admin/careers/careers-api.ts';
import { CareersListPage } from '#src/features/admin/careers/careers-list-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/careers/')({
  validateSearch: careerSearch,
  search: { middlewares: [stripSearchParams(careerSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchAdminCareers(deps),
  errorComponent: AdminLoadError,
  component: AdminCareersRoute,
});

function AdminCareersRoute() {
  useStaffHead('Careers');
  const navigate = Route.useNavigate();
  return (
    <CareersListPage
      careers={Route.useLoaderData()}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
