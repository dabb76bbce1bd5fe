// /admin/shortlists/{id}: one client shortlist, its candidates, link and answers (docs/decisions/0059). The page
// reads the shortlist itself (its machine's first state), so reading it again for answers is the same step.
import { createFileRoute } from '@tanstack/react-router';
import { ShortlistPage } from '#src/features/shortlists/shortlist-page.tsx';
import { shortlistCalls } from '#src/features/shortlists/shortlists-api.ts';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/admin/_staff/shortlists/$shortlistId')({
  beforeLoad: ({ params }) => requireIdParams(params, 'shortlistId'),
  component: ShortlistRoute,
});

function ShortlistRoute() {
  useStaffHead('Client shortlist');
  const shortlistId = Number(Route.useParams().shortlistId);
  return <ShortlistPage key={shortlistId} shortlistId={shortlistId} calls={shortlistCalls} />;
}
