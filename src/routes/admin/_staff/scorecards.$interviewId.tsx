// /admin/scorecards/{interviewId}: an interviewer fills in their scorecard for one interview (every staff role
// may open it; the server decides who sits on which interview; docs/decisions/0058).
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { InterviewScorecardPage } from '#src/features/scorecards/interview-scorecard-page.tsx';
import { fetchInterviewScorecards } from '#src/features/scorecards/scorecards-api.ts';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/admin/_staff/scorecards/$interviewId')({
  beforeLoad: ({ params }) => requireIdParams(params, 'interviewId'),
  loader: ({ params }) => fetchInterviewScorecards(Number(params.interviewId)),
  staleTime: 0,
  gcTime: 0,
  errorComponent: AdminLoadError,
  component: ScorecardRoute,
});

function ScorecardRoute() {
  useStaffHead('Scorecard');
  const data = Route.useLoaderData();
  return <InterviewScorecardPage key={data.interview.id} initial={data} />;
}
