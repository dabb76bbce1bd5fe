// /admin/ClientManagement/{sno}/jobs: every job run for the client, with status changes and applicants.
import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type CareerStatus, careerStatuses, careerStatusLabels } from '#contracts/admin-careers.ts';
import type { ClientJobs } from '#contracts/admin-clients.ts';
import { AdminPage } from '../shared/admin-page';
import { EmptyState } from '../shared/empty-state';
import { FilterSegments } from '../shared/list-filters';
import { ListPager } from '../shared/list-pager';
import type { PageSearch } from '../shared/page-search';
import { ClientJobsTable } from './client-jobs-table';

export interface ClientJobsSearch extends PageSearch {
  status?: CareerStatus | undefined;
}

export interface ClientJobsPageProps {
  jobs: ClientJobs;
  search: ClientJobsSearch;
  onSearch: (next: Partial<ClientJobsSearch>) => void;
}

export function ClientJobsPage({ jobs, search, onSearch }: ClientJobsPageProps) {
  const [items, setItems] = useState(jobs.items);
  useEffect(() => setItems(jobs.items), [jobs.items]);
  const { client } = jobs;
  const addJob = (
    <Button component={Link} to={`/admin/careers/add?clientSno=${client.sno}`}>
      Add a job
    </Button>
  );
  return (
    <AdminPage
      title={`Jobs for ${client.name}`}
      description="Change a job’s status here; only open jobs are on the careers page."
      back={{ to: `/admin/clients/${client.sno}`, label: client.name }}
      actions={addJob}
    >
      <Group>
        <FilterSegments
          aria-label="Show jobs"
          data={careerStatuses.map((value) => ({ value, label: careerStatusLabels[value] }))}
          value={search.status}
          onChange={(status) => onSearch({ status, page: undefined })}
        />
      </Group>
      {items.length === 0 ? (
        search.status ? (
          <EmptyState
            title={`No ${careerStatusLabels[search.status].toLowerCase()} jobs`}
            action={
              <Button variant="light" onClick={() => onSearch({ status: undefined, page: undefined })}>
                Show every job
              </Button>
            }
          />
        ) : (
          <EmptyState title="No jobs for this client yet" action={addJob}>
            Add the first job you are recruiting for {client.name}.
          </EmptyState>
        )
      ) : (
        <ClientJobsTable
          clientSno={client.sno}
          jobs={items}
          onChanged={(job) => setItems((list) => list.map((j) => (j.id === job.id ? job : j)))}
        />
      )}
      <ListPager
        page={jobs.page}
        pageSize={jobs.pageSize}
        total={jobs.total}
        noun="jobs"
        onPage={(page) => onSearch({ page })}
      />
    </AdminPage>
  );
}
