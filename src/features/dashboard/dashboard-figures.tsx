// The dashboard's figures for the signed-in person's role: hiring (admins and recruiters), the office
// (admins) and blogs (everyone), each figure a link to where it is dealt with.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Paper,
  SimpleGrid,
  Skeleton,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { Dashboard } from '#contracts/admin-dashboard.ts';
import { boardPath } from '#src/lib/session/board-path.ts';
import { jobListPath } from '#src/lib/session/staff-paths.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';
import { fetchDashboard } from './dashboard-api';

interface FigureProps {
  label: string;
  value: number;
  to: string;
  /** A line under the number. */
  note?: ReactNode;
}

function Figure({ label, value, to, note }: FigureProps) {
  return (
    <Card component="li" withBorder radius="md" padding="lg">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Anchor
        component={Link}
        to={to}
        fz={32}
        fw={700}
        lh={1.2}
        underline="hover"
        aria-label={`${label}: ${value}`}
      >
        {value}
      </Anchor>
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </Card>
  );
}

const grid = {
  component: 'ul',
  cols: { base: 1, sm: 2, md: 4 },
  p: 0,
  m: 0,
  style: { listStyle: 'none' },
} as const;

export function DashboardFigures() {
  const [dashboard, setDashboard] = useState<Dashboard | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(() => {
    setProblem(null);
    fetchDashboard()
      .then(setDashboard)
      .catch((error: Error) => setProblem(error.message));
  }, []);
  useEffect(load, [load]);

  if (problem) {
    return (
      <Alert color="red" title="The figures could not be loaded" mt="lg" role="alert">
        {problem}{' '}
        <Button size="xs" variant="light" onClick={load} ml="sm">
          Try again
        </Button>
      </Alert>
    );
  }
  if (!dashboard) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 4 }}
        mt="lg"
        role="status"
        aria-busy="true"
        aria-label="Loading the figures"
      >
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={108} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  const { hiring, office, blogs, role } = dashboard;
  const boards = jobListPath(role);
  return (
    <section aria-labelledby="figures-heading">
      <Title order={2} size="h3" mt="xl" mb="sm" id="figures-heading">
        At a glance
      </Title>
      <SimpleGrid {...grid}>
        {hiring && (
          <>
            <Figure
              label="Open careers"
              value={hiring.openCareers}
              to="/admin/careers?status=OPEN"
              note={hiring.onHoldCareers ? `${hiring.onHoldCareers} more on hold` : 'On the careers page now'}
            />
            <Figure
              label="Applications this week"
              value={hiring.thisWeek.total}
              to={boards}
              note={
                hiring.thisWeek.byStatus
                  .filter((status) => status.count > 0)
                  .map((status) => `${status.count} ${status.label.toLowerCase()}`)
                  .join(' · ') || 'None in the last 7 days'
              }
            />
            <Figure
              label="Waiting in Applied"
              value={hiring.waitingInApplied}
              to={boards}
              note="Applicants nobody has screened yet"
            />
          </>
        )}
        {office && (
          <>
            <Figure
              label="New contact messages"
              value={office.newContactMessages}
              to="/admin/messages?state=new"
              note="Not yet marked handled"
            />
            <Figure
              label="Profiles to complete"
              value={office.profilesIncomplete}
              to="/admin/employees?state=active"
              note={`${office.activeEmployees} active staff accounts`}
            />
            <Figure label="Clients" value={office.clients} to="/admin/ClientManagement" />
          </>
        )}
        <Figure
          label="Your drafts"
          value={blogs.myDrafts}
          to="/admin/blogs?status=DRAFT"
          note={`${blogs.drafts} ${blogs.drafts === 1 ? 'draft' : 'drafts'} in all · ${blogs.published} published`}
        />
      </SimpleGrid>

      {hiring && (
        <Paper withBorder radius="md" mt="lg" p="lg" style={{ overflowX: 'auto' }}>
          <Title order={3} size="h4" mb="sm">
            Recent applications
          </Title>
          {hiring.recentApplications.length === 0 ? (
            <Text c="dimmed">No applications yet. They appear here as soon as someone applies.</Text>
          ) : (
            <Table verticalSpacing="xs" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Applicant</Table.Th>
                  <Table.Th scope="col">Job</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Applied</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {hiring.recentApplications.map((application) => (
                  <Table.Tr key={application.id}>
                    <Table.Td>{application.name}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={boardPath(role, application.careerId)}>
                        {application.careerTitle}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {application.jobId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{application.statusLabel}</Badge>
                    </Table.Td>
                    <Table.Td>{formatDayTime(application.appliedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
    </section>
  );
}
