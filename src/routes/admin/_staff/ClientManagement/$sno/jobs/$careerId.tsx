// /admin/ClientManagement/{sno}/jobs/{careerId}: the job's applicants on the recruiter board.
import { createFileRoute } from '@tanstack/react-router';
import { loadBoard } from '#src/features/recruiter/board-loaders.ts';
import { BoardPage } from '#src/features/recruiter/board-page.tsx';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/admin/_staff/ClientManagement/$sno/jobs/$careerId')({
  beforeLoad: ({ params }) => requireIdParams(params, 'sno', 'careerId'),
  loader: ({ params }) => loadBoard(Number(params.careerId)),
  component: ClientJobBoardRoute,
});

function ClientJobBoardRoute() {
  const { sno } = Route.useParams();
  return <BoardPage {...Route.useLoaderData()} backTo={`/admin/ClientManagement/${sno}/jobs`} />;
}
