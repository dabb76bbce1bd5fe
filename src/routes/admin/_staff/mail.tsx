// /admin/mail: outgoing e-mail by state (admins); the state shown lives in the address (?state=sent).
import { createFileRoute, stripSearchParams, useRouter } from '@tanstack/react-router';
import { mailStates } from '#contracts/value-lists.ts';
import { fetchOutgoingMail } from '#src/features/admin/outgoing-mail/outgoing-mail-api.ts';
import { OutgoingMailPage } from '#src/features/admin/outgoing-mail/outgoing-mail-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';

const defaults = { state: 'failed' } as const;

export const Route = createFileRoute('/admin/_staff/mail')({
  validateSearch: (search: Record<string, unknown>) =>
    validatedSearch({ state: searchOneOf(search.state, mailStates) ?? defaults.state }),
  search: { middlewares: [stripSearchParams(defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchOutgoingMail(deps.state ?? defaults.state),
  staleTime: 0,
  // One chunk for the page and its loader: each chunk costs every first load its name in the entry.
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  errorComponent: AdminLoadError,
  component: OutgoingMailRoute,
});

function OutgoingMailRoute() {
  useStaffHead('Outgoing e-mail');
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <OutgoingMailPage
      list={Route.useLoaderData()}
      state={Route.useSearch().state ?? defaults.state}
      onState={(state) => navigate({ search: { state }, replace: true })}
      onChanged={() => router.invalidate()}
    />
  );
}
