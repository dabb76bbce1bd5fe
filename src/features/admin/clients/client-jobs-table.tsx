// A client's jobs: status (changeable), applicants with the way to their board, when posted.
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AdminCareerRow } from '#contracts/admin-careers.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { JobStatusSelect } from './job-status-select';

export interface ClientJobsTableProps {
  clientSno: number;
  jobs: AdminCareerRow[];
  onChanged: (job: AdminCareerRow) => void;
}

export function ClientJobsTable({ clientSno, jobs, onChanged }: ClientJobsTableProps) {
  return (
    <Paper withBorder radius="md" bg="white" style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="sm" miw={700}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Job</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Applicants</Table.Th>
            <Table.Th scope="col">Posted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/careers/${job.id}/view`} fw={600}>
                  {job.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {job.jobId} · {job.location}
                </Text>
              </Table.Td>
              <Table.Td>
                <JobStatusSelect job={job} onChanged={onChanged} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/ClientManagement/${clientSno}/jobs/${job.id}`} size="sm">
                  {job.applicationsCount} {job.applicationsCount === 1 ? 'applicant' : 'applicants'}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(job.postedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
