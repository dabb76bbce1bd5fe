// /admin/ClientManagement: the clients list; search and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { fetchClients } from '#src/features/admin/clients/clients-api.ts';
import { ClientsListPage } from '#src/features/admin/clients/clients-list-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { pageSearch, pageSearchDefaults } from '#src/features/admin/shared/page-search.ts';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/ClientManagement/')({
  validateSearch: pageSearch,
  search: { middlewares: [stripSearchParams(pageSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchClients(deps),
  errorComponent: AdminLoadError,
  component: ClientsRoute,
});

function ClientsRoute() {
  useStaffHead('Clients');
  const navigate = Route.useNavigate();
  return (
    <ClientsListPage
      clients={Route.useLoaderData()}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
