// /admin/clients/{sno} (?edit=true while editing): the client and its newest jobs.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ClientPage } from '#src/features/admin/clients/client-page.tsx';
import { fetchClient, fetchClientJobs } from '#src/features/admin/clients/clients-api.ts';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';
import { validatedSearch } from '#src/lib/search-params.ts';

/** How many of the client's newest jobs the page shows; the jobs page has them all. */
const LATEST_JOBS = 5;

export const Route = createFileRoute('/admin/_staff/clients/$sno')({
  beforeLoad: ({ params }) => requireIdParams(params, 'sno'),
  validateSearch: (search: Record<string, unknown>) =>
    validatedSearch({ edit: typeof search.edit === 'boolean' ? search.edit : undefined }),
  search: { middlewares: [stripSearchParams({ edit: false })] },
  loader: async ({ params }) => {
    const sno = Number(params.sno);
    const [client, jobs] = await Promise.all([
      fetchClient(sno),
      fetchClientJobs(sno, { pageSize: LATEST_JOBS }),
    ]);
    return { client, jobs };
  },
  staleTime: 0,
  gcTime: 0,
  errorComponent: AdminLoadError,
  component: ClientRoute,
});

function ClientRoute() {
  const { client, jobs } = Route.useLoaderData();
  useStaffHead(client.name);
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ClientPage
      key={client.sno}
      client={client}
      jobs={jobs}
      editing={edit ?? false}
      onEditing={(editing) => navigate({ search: { edit: editing || undefined }, replace: true })}
    />
  );
}
