// /my-application/{token}: the applicant's own status page, opened from the link in their e-mails
// (docs/decisions/0022).

import { createFileRoute, type ErrorComponentProps, notFound, useRouter } from '@tanstack/react-router';
import { LoadProblemPage } from '#src/components/load-problem/load-problem-page.tsx';
import { LinkExpiredPage, linkEnded } from '#src/features/my-application/link-problem-page.tsx';
import {
  fetchMyApplication,
  withdrawMyApplication,
} from '#src/features/my-application/my-application-api.ts';
import { MyApplicationPage } from '#src/features/my-application/my-application-page.tsx';
import { useSecretPageHead } from '#src/lib/secret-page-head.ts';

export const Route = createFileRoute('/my-application/$token')({
  loader: async ({ params }) => {
    try {
      return await fetchMyApplication(params.token);
    } catch (error) {
      // A link that opens nothing is an expected answer, not a failure of the page.
      if (linkEnded(error)) throw notFound();
      throw error;
    }
  },
  staleTime: 0,
  // One chunk for the page and its loader: each chunk costs every first load its name in the entry.
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  notFoundComponent: LinkExpiredRoute,
  errorComponent: LoadProblemRoute,
  component: MyApplicationRoute,
});

function MyApplicationRoute() {
  useSecretPageHead('Your application');
  const { token } = Route.useParams();
  const application = Route.useLoaderData();
  const router = useRouter();
  return (
    <MyApplicationPage
      // Loaded again (the firm closed it meanwhile): the page starts over from what the server says now.
      key={`${application.stage.label}:${application.timeline.length}`}
      application={application}
      withdraw={() => withdrawMyApplication(token)}
      onClosed={() => router.invalidate()}
    />
  );
}

function LinkExpiredRoute() {
  useSecretPageHead('Link expired');
  return <LinkExpiredPage />;
}

function LoadProblemRoute(props: ErrorComponentProps) {
  useSecretPageHead('Something went wrong');
  return <LoadProblemPage title="Your application could not be loaded" error={props.error} />;
}
