// /shortlist/{token}: a client's shortlist, opened from the link the recruiter shared (docs/decisions/0059).
// Private and personal: served as the SPA shell (never rendered on the server), not indexed, no referrer.

import { createFileRoute, type ErrorComponentProps, notFound, useRouter } from '@tanstack/react-router';
import { LoadProblemPage } from '#src/components/load-problem/load-problem-page.tsx';
import {
  answerCandidate,
  fetchClientShortlist,
  resumeUrl,
} from '#src/features/client-shortlist/client-shortlist-api.ts';
import { ClientShortlistPage } from '#src/features/client-shortlist/client-shortlist-page.tsx';
import { ShortlistGonePage, shortlistEnded } from '#src/features/client-shortlist/shortlist-gone-page.tsx';
import { useSecretPageHead } from '#src/lib/secret-page-head.ts';

export const Route = createFileRoute('/shortlist/$token')({
  loader: async ({ params }) => {
    try {
      return await fetchClientShortlist(params.token);
    } catch (error) {
      // A link that has ended is an expected answer, not a failure of the page.
      if (shortlistEnded(error)) throw notFound();
      throw error;
    }
  },
  staleTime: 0,
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  notFoundComponent: GoneRoute,
  errorComponent: LoadProblemRoute,
  component: ClientShortlistRoute,
});

function ClientShortlistRoute() {
  useSecretPageHead('Shortlist');
  const { token } = Route.useParams();
  const shortlist = Route.useLoaderData();
  const router = useRouter();
  return (
    <ClientShortlistPage
      shortlist={shortlist}
      answer={async (entryId, input) => {
        try {
          return await answerCandidate(token, entryId, input);
        } catch (error) {
          // Ended while open: the page shows so, with nothing personal left on it.
          if (shortlistEnded(error) && error instanceof Error && 'status' in error && error.status === 410)
            await router.invalidate();
          throw error;
        }
      }}
      resumeHref={(entryId) => resumeUrl(token, entryId)}
    />
  );
}

function GoneRoute() {
  useSecretPageHead('Shortlist no longer available');
  return <ShortlistGonePage />;
}

function LoadProblemRoute(props: ErrorComponentProps) {
  useSecretPageHead('Something went wrong');
  return <LoadProblemPage title="The shortlist could not be loaded" error={props.error} />;
}
