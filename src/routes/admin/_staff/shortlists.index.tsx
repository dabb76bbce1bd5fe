// /admin/shortlists?careerId=: a career's client shortlists (those who recruit; docs/decisions/0059).
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { ShortlistListPage } from '#src/features/shortlists/shortlist-list-page.tsx';
import { fetchShortlists } from '#src/features/shortlists/shortlists-api.ts';
import { useStaffHead } from '#src/lib/head.ts';
import { searchInt } from '#src/lib/search-params.ts';

export const Route = createFileRoute('/admin/_staff/shortlists/')({
  validateSearch: (search: Record<string, unknown>): { careerId?: number } => {
    const careerId = searchInt(search.careerId, 1);
    return careerId === undefined ? {} : { careerId };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => (deps.careerId ? fetchShortlists(deps.careerId) : Promise.resolve([])),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: ShortlistsRoute,
});

function ShortlistsRoute() {
  useStaffHead('Client shortlists');
  return <ShortlistListPage shortlists={Route.useLoaderData()} />;
}
