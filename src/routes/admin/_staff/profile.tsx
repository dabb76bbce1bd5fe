import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { fetchProfile } from '#src/features/auth/profile-api.ts';
import { ProfilePage } from '#src/features/auth/profile-page.tsx';
import { CalendarFeedSection } from '#src/features/calendar-feed/calendar-feed-section.tsx';
import { PageLoadError } from '#src/features/site/page-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/profile')({
  // `required=true` marks the forced profile step (header and footer hidden:
  // docs/requirements.md#chrome-hiding).
  validateSearch: (search: Record<string, unknown>): { required?: boolean } =>
    search.required === true || search.required === 'true' ? { required: true } : {},
  loader: () => fetchProfile(),
  // Always fresh: the form starts from what the server holds now.
  staleTime: 0,
  gcTime: 0,
  errorComponent: PageLoadError,
  component: ProfileRoute,
});

function ProfileRoute() {
  useStaffHead('Your profile');
  const profile = Route.useLoaderData();
  const { required } = Route.useSearch();
  return (
    <>
      <ProfilePage profile={profile} required={required ?? false} />
      {/* Not on the first sign-in's required step: the feed is for staff who have finished it. */}
      {!required && (
        <Container size="md" pb="xl">
          <CalendarFeedSection />
        </Container>
      )}
    </>
  );
}
