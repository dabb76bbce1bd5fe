// The staff landing page: a greeting and the areas the person's role may use (the admin area adds figures).
import '#src/lib/mantine-staff-styles.ts';
import { Anchor, Card, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useKeptDrafts } from '#src/lib/editor-draft.ts';
import { mayOpen } from '#src/lib/session/staff-access.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';
import { DashboardFigures } from './dashboard-figures';

interface StaffArea {
  title: string;
  description: string;
  to: string;
}

/**
 * One entry per place (a role sees those it may open). "Job Management" is one place with two addresses —
 * /recruiter/RecruiterJobManagement and the admin layout's /admin/JobManagement show the same list — so it
 * has one entry; "Careers" is the other place for jobs: the openings themselves.
 */
export const STAFF_AREAS: StaffArea[] = [
  {
    title: 'Job Management',
    description: 'Every job with its applicants: open its board and move them through the hiring pipeline.',
    to: '/recruiter/RecruiterJobManagement',
  },
  {
    title: 'Talent pool',
    description:
      'Everyone who has applied, by the words in their CV: each person with all their applications.',
    to: '/admin/people',
  },
  {
    title: 'Mentions',
    description: 'Notes in which colleagues named you, unread first.',
    to: '/admin/mentions',
  },
  {
    title: 'Following',
    description: 'The jobs whose new applicants you hear about: each one, a daily digest, or nothing.',
    to: '/admin/following',
  },
  {
    title: 'My interviews',
    description: 'The interviews you sit on, soonest first, and the scorecards to fill once they are held.',
    to: '/admin/interviews',
  },
  {
    title: 'Careers',
    description: 'The job openings on the careers page: write, publish and close them.',
    to: '/admin/careers',
  },
  {
    title: 'Contact messages',
    description: 'What visitors sent through the contact page; mark each handled once it is answered.',
    to: '/admin/messages',
  },
  {
    title: 'Reports',
    description: 'Where applicants come from, how far they get and how long each stage takes.',
    to: '/admin/reports',
  },
  { title: 'Blogs', description: 'Write and publish insights and stories.', to: '/admin/blogs' },
  { title: 'Employees', description: 'Staff accounts and their profiles.', to: '/admin/employees' },
  {
    title: 'Clients',
    description: 'Client companies and the jobs we fill for them.',
    to: '/admin/ClientManagement',
  },
  {
    title: 'Rejection reasons',
    description: 'The reasons the board asks for when an applicant is rejected.',
    to: '/admin/rejection-reasons',
  },
  {
    title: 'E-mail templates',
    description: 'What candidates are told when they move to each status.',
    to: '/admin/mail-templates',
  },
  {
    title: 'Outgoing e-mail',
    description: 'Every e-mail the site sends; retry one that could not be delivered.',
    to: '/admin/mail',
  },
  {
    title: 'Audit log',
    description: 'Who exported or erased applicants’ data, and what the scheduled clean-ups removed.',
    to: '/admin/audit-log',
  },
  { title: 'Your profile', description: 'Your details and your password.', to: '/admin/profile' },
];

export function DashboardPage() {
  const { user, role, dashboardLabel } = useSession();
  const areas = STAFF_AREAS.filter((area) => mayOpen(role, area.to));
  const drafts = useKeptDrafts();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{dashboardLabel}</Title>
      <Text mt="xs" c="dimmed">
        Welcome, {user?.displayName ?? user?.username}. Here is what you can work on.
      </Text>
      {drafts.length > 0 && (
        <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby="kept-drafts">
          <Title order={2} size="h4" id="kept-drafts">
            Unsaved drafts
          </Title>
          <Stack component="ul" gap={4} mt="xs" p={0} style={{ listStyle: 'none' }}>
            {drafts.map((draft) => (
              <Text component="li" key={draft.path} size="sm">
                <Anchor component={Link} to={draft.path} fw={600}>
                  {draft.label}
                </Anchor>
                {' · '}You have an unsaved draft from {formatDayTime(draft.savedAt)}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} mt="lg" p={0} style={{ listStyle: 'none' }}>
        {areas.map((area) => (
          <Card component="li" key={area.to} withBorder padding="lg" radius="md">
            <Text component={Link} to={area.to} fw={700} size="lg" c="brand.8">
              {area.title}
            </Text>
            <Text mt={4} c="dimmed" size="sm">
              {area.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <DashboardFigures />
    </Container>
  );
}
