// /admin/ClientManagement: the clients list; search and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { fetchClients } from '../../../../features/admin/clients/clients-api';
import { ClientsListPage } from '../../../../features/admin/clients/clients-list-page';
import { AdminLoadError } from '../../../../features/admin/shared/admin-load-error';
import { pageSearch, pageSearchDefaults } from '../../../../features/admin/shared/page-search';
import { useStaffHead } from '../../../../lib/head';

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
