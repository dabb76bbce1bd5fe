// /admin/following: the careers a recruiter follows and when their digest goes (admins and recruiters).
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { AdminPage } from '#src/features/admin/shared/admin-page.tsx';
import { fetchFollowing } from '#src/features/following/following-api.ts';
import { FollowingSettings } from '#src/features/following/following-settings.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/following')({
  loader: () => fetchFollowing(),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: FollowingRoute,
});

const FOLLOWING_TITLE = 'Careers you follow';

function FollowingRoute() {
  useStaffHead(FOLLOWING_TITLE);
  return (
    <AdminPage
      title={FOLLOWING_TITLE}
      description="Choose how you hear of new applicants: an e-mail for each one, a daily digest, or nothing."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
    >
      <FollowingSettings following={Route.useLoaderData()} />
    </AdminPage>
  );
}
