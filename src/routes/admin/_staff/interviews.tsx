// /admin/interviews: "My interviews", the signed-in staff member's interviews (every role; docs/decisions/0056).
import { createFileRoute } from '@tanstack/react-router';
import { RECRUITING } from '#contracts/roles.ts';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { fetchMyInterviews } from '#src/features/interviews/interviews-api.ts';
import { MyInterviewsPage } from '#src/features/interviews/my-interviews-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { useSession } from '#src/lib/session/use-session.ts';

export const Route = createFileRoute('/admin/_staff/interviews')({
  loader: () => fetchMyInterviews(),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: MyInterviewsRoute,
});

function MyInterviewsRoute() {
  useStaffHead('My interviews');
  const interviews = Route.useLoaderData();
  const { role } = useSession();
  const recruiting = (RECRUITING as readonly string[]).includes(role ?? '');
  return <MyInterviewsPage interviews={interviews} by={recruiting ? 'recruiter' : 'interviewer'} />;
}
