import { createFileRoute } from '@tanstack/react-router';
import { loadBoard } from '../../../../features/recruiter/board-loaders';
import { BoardPage } from '../../../../features/recruiter/board-page';
import { requireIdParams } from '../../../../lib/route-params';

export const Route = createFileRoute('/admin/_staff/RecruiterJobManagement/$careerId')({
  beforeLoad: ({ params }) => requireIdParams(params, 'careerId'),
  loader: ({ params }) => loadBoard(Number(params.careerId)),
  component: () => <BoardPage {...Route.useLoaderData()} />,
});
