// /admin/messages: the contact inbox (admins); search, state and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { inboxStates } from '../../../../contracts/value-lists';
import { fetchInbox } from '../../../features/admin/inbox/inbox-api';
import { InboxPage } from '../../../features/admin/inbox/inbox-page';
import { AdminLoadError } from '../../../features/admin/shared/admin-load-error';
import { pageSearch, pageSearchDefaults } from '../../../features/admin/shared/page-search';
import { useStaffHead } from '../../../lib/head';
import { searchOneOf, validatedSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/admin/_staff/messages')({
  validateSearch: (search: Record<string, unknown>) => ({
    ...pageSearch(search),
    ...validatedSearch({ state: searchOneOf(search.state, inboxStates) }),
  }),
  search: { middlewares: [stripSearchParams(pageSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchInbox(deps),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: MessagesRoute,
});

function MessagesRoute() {
  useStaffHead('Contact messages');
  const navigate = Route.useNavigate();
  return (
    <InboxPage
      messages={Route.useLoaderData()}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
