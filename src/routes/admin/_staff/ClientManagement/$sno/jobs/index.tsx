// /admin/ClientManagement/{sno}/jobs: status filter and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { careerStatuses } from '../../../../../../../contracts/value-lists';
import { ClientJobsPage } from '../../../../../../features/admin/clients/client-jobs-page';
import { fetchClientJobs } from '../../../../../../features/admin/clients/clients-api';
import { AdminLoadError } from '../../../../../../features/admin/shared/admin-load-error';
import { pageSearch, pageSearchDefaults } from '../../../../../../features/admin/shared/page-search';
import { useStaffHead } from '../../../../../../lib/head';
import { requireIdParams } from '../../../../../../lib/route-params';
import { searchOneOf, validatedSearch } from '../../../../../../lib/search-params';

export const Route = createFileRoute('/admin/_staff/ClientManagement/$sno/jobs/')({
  beforeLoad: ({ params }) => requireIdParams(params, 'sno'),
  validateSearch: (search: Record<string, unknown>) => ({
    ...pageSearch(search),
    ...validatedSearch({ status: searchOneOf(search.status, careerStatuses) }),
  }),
  search: { middlewares: [stripSearchParams(pageSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => fetchClientJobs(Number(params.sno), deps),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: ClientJobsRoute,
});

function ClientJobsRoute() {
  const jobs = Route.useLoaderData();
  useStaffHead(`Jobs for ${jobs.client.name}`);
  const navigate = Route.useNavigate();
  return (
    <ClientJobsPage
      jobs={jobs}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
