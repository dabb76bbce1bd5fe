// /admin/careers: search, status, sort and page live in the address (shareable, kept on reload).
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { careerSearch, careerSearchDefaults } from '../../../../features/admin/careers/career-search';
import { fetchAdminCareers } from '../../../../features/admin/careers/careers-api';
import { CareersListPage } from '../../../../features/admin/careers/careers-list-page';
import { AdminLoadError } from '../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../lib/head';

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
