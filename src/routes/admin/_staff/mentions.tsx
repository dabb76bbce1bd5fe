// /admin/mentions: what mentions the signed-in person (docs/decisions/0049), unread first; ?page= pages.
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { fetchMentions, markAllMentionsRead, markMentionRead } from '#src/features/notes/mentions-api.ts';
import { MentionsPage } from '#src/features/notes/mentions-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { useSession } from '#src/lib/session/use-session.ts';

interface MentionsSearch {
  page?: number;
}

const mentionsSearch = (search: Record<string, unknown>): MentionsSearch => {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
};

export const Route = createFileRoute('/admin/_staff/mentions')({
  validateSearch: mentionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchMentions(deps.page ?? 1),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: MentionsRoute,
});

function MentionsRoute() {
  useStaffHead('Mentions');
  const navigate = Route.useNavigate();
  const mentions = Route.useLoaderData();
  const { role } = useSession();
  return (
    <MentionsPage
      // A new page of the list is a new list, with read states of its own.
      key={`${mentions.page}`}
      mentions={mentions}
      viewerRole={role}
      markRead={markMentionRead}
      markAllRead={markAllMentionsRead}
      onPage={(page) => navigate({ search: page > 1 ? { page } : {} })}
    />
  );
}
