// /admin/messages: the contact inbox (admins); search, state and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { inboxStates } from '#contracts/value-lists.ts';
import { fetchInbox } from '#src/features/admin/inbox/inbox-api.ts';
import { InboxPage } from '#src/features/admin/inbox/inbox-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { pageSearch, pageSearchDefaults } from '#src/features/admin/shared/page-search.ts';
import { useStaffHead } from '#src/lib/head.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';

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
