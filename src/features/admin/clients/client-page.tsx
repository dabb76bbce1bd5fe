// /admin/clients/{sno}: the client's details (edited in place with ?edit=true), its latest jobs and the
// way to add one, and deleting a client that has no jobs.
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Client, ClientJobs } from '#contracts/admin-clients.ts';
import { ConfirmButton } from '#src/components/confirm-button/confirm-button.tsx';
import { type Detail, DetailList } from '#src/components/detail-list/detail-list.tsx';
import { toast } from '#src/lib/toast.ts';
import { runAction } from '#src/lib/use-submit.ts';
import { AdminPage } from '../shared/admin-page';
import { EmptyState } from '../shared/empty-state';
import { ClientForm } from './client-form';
import { ClientJobsTable } from './client-jobs-table';
import { deleteClient, updateClient } from './clients-api';

export interface ClientPageProps {
  client: Client;
  /** The newest few jobs. */
  jobs: ClientJobs;
  editing: boolean;
  onEditing: (editing: boolean) => void;
}

export function ClientPage({ client: loaded, jobs: loadedJobs, editing, onEditing }: ClientPageProps) {
  const navigate = useNavigate();
  const [client, setClient] = useState(loaded);
  const [jobs, setJobs] = useState(loadedJobs.items);
  const addJob = (
    <Button component={Link} to={`/admin/careers/add?clientSno=${client.sno}`}>
      Add a job for {client.name}
    </Button>
  );

  const details: Detail[] = (
    [
      ['Contact person', client.contactPerson],
      ['E-mail', client.email],
      ['Phone', client.phone],
      ['Industry', client.industry],
      ['Country', client.country],
      ['Address', client.address],
    ] satisfies [string, string | null][]
  ).map(([term, value]) => ({
    term,
    value:
      term === 'E-mail' && value ? <Anchor href={`mailto:${value}`}>{value}</Anchor> : (value ?? 'Not given'),
    dimmed: !value,
  }));

  return (
    <AdminPage
      title={client.name}
      description={`${client.openJobsCount} open of ${client.jobsCount} ${client.jobsCount === 1 ? 'job' : 'jobs'}`}
      back={{ to: '/admin/ClientManagement', label: 'Clients' }}
      actions={
        !editing && (
          <>
            <Button variant="default" onClick={() => onEditing(true)}>
              Edit
            </Button>
            {client.jobsCount === 0 && (
              <ConfirmButton
                title={`Delete ${client.name}?`}
                message="The client and its notes are deleted for good. This cannot be undone."
                confirmLabel="Delete client"
                onConfirm={async () => {
                  const done = await runAction(() => deleteClient(client.sno), `${client.name} is deleted.`);
                  if (done !== undefined) void navigate({ to: '/admin/ClientManagement' });
                }}
              >
                Delete
              </ConfirmButton>
            )}
          </>
        )
      }
    >
      {editing ? (
        <ClientForm
          client={client}
          onSave={(form) => updateClient(client.sno, form)}
          onSaved={(saved) => {
            setClient(saved);
            toast.success(`${saved.name} is saved.`);
            onEditing(false);
          }}
          submitLabel="Save changes"
          extra={
            <Button variant="subtle" ml="sm" onClick={() => onEditing(false)}>
              Cancel
            </Button>
          }
        />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <DetailList details={details} />
          {client.notes && (
            <>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md">
                Notes
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{client.notes}</Text>
            </>
          )}
        </Paper>
      )}

      <Group justify="space-between" mt="md">
        <Title order={2} size="h3">
          Jobs
        </Title>
        <Group>
          {loadedJobs.total > 0 && (
            <Anchor component={Link} to={`/admin/ClientManagement/${client.sno}/jobs`}>
              All {loadedJobs.total} jobs and statuses
            </Anchor>
          )}
          {loadedJobs.total > 0 && addJob}
        </Group>
      </Group>
      {jobs.length === 0 ? (
        <EmptyState title="No jobs for this client yet" action={addJob}>
          Add the first job you are recruiting for {client.name}; it goes on the careers page at once.
        </EmptyState>
      ) : (
        <ClientJobsTable
          clientSno={client.sno}
          jobs={jobs}
          onChanged={(job) => setJobs((list) => list.map((j) => (j.id === job.id ? job : j)))}
        />
      )}
    </AdminPage>
  );
}
