import { createFileRoute } from '@tanstack/react-router';
import { loadBoard } from '#src/features/recruiter/board-loaders.ts';
import { BoardPage } from '#src/features/recruiter/board-page.tsx';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/recruiter/RecruiterJobManagement/$careerId')({
  beforeLoad: ({ params }) => requireIdParams(params, 'careerId'),
  loader: ({ params }) => loadBoard(Number(params.careerId)),
  component: () => <BoardPage {...Route.useLoaderData()} />,
});
