// /admin/ClientManagement/{sno}/jobs: status filter and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { careerStatuses } from '#contracts/value-lists.ts';
import { ClientJobsPage } from '#src/features/admin/clients/client-jobs-page.tsx';
import { fetchClientJobs } from '#src/features/admin/clients/clients-api.ts';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { pageSearch, pageSearchDefaults } from '#src/features/admin/shared/page-search.ts';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';

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
