// /admin/people/{personId}: a person and every application of theirs (recruiters and admins).
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { PersonInterviews } from '#src/features/interviews/person-interviews.tsx';
import { NotesPanel } from '#src/features/notes/notes-panel.tsx';
import { fetchPerson } from '#src/features/people/people-api.ts';
import { PersonPage } from '#src/features/people/person-page.tsx';
import { PersonScorecards } from '#src/features/scorecards/person-scorecards.tsx';
import { PersonShortlistAnswers } from '#src/features/shortlists/person-shortlist-answers.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/admin/_staff/people/$personId')({
  beforeLoad: ({ params }) => requireIdParams(params, 'personId'),
  loader: ({ params }) => fetchPerson(Number(params.personId)),
  staleTime: 0,
  gcTime: 0,
  errorComponent: AdminLoadError,
  component: PersonRoute,
});

function PersonRoute() {
  const person = Route.useLoaderData();
  useStaffHead(person.fullName);
  // Other features' panels, in the order a recruiter reads a candidate: interviews, what the interviewers
  // judged, what the client answered, then the team's notes.
  return (
    <PersonPage
      key={person.id}
      person={person}
      panels={(current) => (
        <>
          <PersonInterviews applications={current.applications} />
          <PersonScorecards personId={current.id} />
          <PersonShortlistAnswers personId={current.id} />
          <NotesPanel personId={current.id} />
        </>
      )}
    />
  );
}
