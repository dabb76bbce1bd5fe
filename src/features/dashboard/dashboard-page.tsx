// The staff landing page: a greeting and the areas the person's role may use (the admin area adds figures).
import '#src/lib/mantine-staff-styles.ts';
import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { mayOpen } from '#src/lib/session/staff-access.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { DashboardFigures } from './dashboard-figures';

interface StaffArea {
  title: string;
  description: string;
  to: string;
}

export const STAFF_AREAS: StaffArea[] = [
  {
    title: 'Job Management',
    description: 'Open a career’s board and move applicants through the hiring pipeline.',
    to: '/recruiter/RecruiterJobManagement',
  },
  { title: 'Careers', description: 'Publish, review and close job openings.', to: '/admin/careers' },
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
    title: 'Careers overview',
    description: 'Every career with its applicants, across clients.',
    to: '/admin/JobManagement',
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
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{dashboardLabel}</Title>
      <Text mt="xs" c="dimmed">
        Welcome, {user?.displayName ?? user?.username}. Here is what you can work on.
      </Text>
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
