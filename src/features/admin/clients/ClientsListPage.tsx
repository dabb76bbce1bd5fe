// /admin/ClientManagement: client companies with their jobs, searchable, paged on the server.
import { Anchor, Button, Group, Paper, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClientRow } from '../../../../contracts/admin-clients';
import type { Page } from '../../../../contracts/admin-common';
import { AdminPage } from '../shared/AdminPage';
import { EmptyState } from '../shared/EmptyState';
import { ListPager } from '../shared/ListPager';
import type { PageSearch } from '../shared/page-search';
import { SearchBox } from '../shared/SearchBox';

export interface ClientsListPageProps {
  clients: Page<ClientRow>;
  search: PageSearch;
  onSearch: (next: Partial<PageSearch>) => void;
}

export function ClientsListPage({ clients, search, onSearch }: ClientsListPageProps) {
  const add = (
    <Button component={Link} to="/admin/clients/add">
      Add a client
    </Button>
  );
  return (
    <AdminPage
      title="Clients"
      description="The companies we work and recruit for, with their jobs."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      actions={add}
    >
      <Group role="search" aria-label="Find clients">
        <SearchBox
          label="Search"
          placeholder="Company, contact person, e-mail, industry or country"
          value={search.q ?? ''}
          onSearch={(q) => onSearch({ q, page: undefined })}
        />
      </Group>
      {clients.items.length === 0 ? (
        search.q ? (
          <EmptyState
            title="No clients match"
            action={
              <Button variant="light" onClick={() => onSearch({ q: undefined, page: undefined })}>
                Show every client
              </Button>
            }
          >
            No client matches “{search.q}”. Try part of the company or contact name.
          </EmptyState>
        ) : clients.total > 0 ? (
          <EmptyState
            title="This page is empty"
            action={<Button onClick={() => onSearch({ page: undefined })}>Go to the first page</Button>}
          />
        ) : (
          <EmptyState title="No clients yet" action={add}>
            Add a client company, then the jobs you recruit for them.
          </EmptyState>
        )
      ) : (
        <Paper withBorder radius="md" bg="white" style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover verticalSpacing="sm" miw={820}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Client</Table.Th>
                <Table.Th scope="col">Contact</Table.Th>
                <Table.Th scope="col">Industry</Table.Th>
                <Table.Th scope="col">Country</Table.Th>
                <Table.Th scope="col">Jobs</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.items.map((client) => (
                <Table.Tr key={client.sno}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/clients/${client.sno}`} fw={600}>
                      {client.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {client.contactPerson ?? '—'}
                    {client.email && (
                      <Text size="xs" c="dimmed">
                        {client.email}
                        {client.phone ? ` · ${client.phone}` : ''}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{client.industry ?? '—'}</Table.Td>
                  <Table.Td>{client.country ?? '—'}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/ClientManagement/${client.sno}/jobs`} size="sm">
                      {client.jobsCount === 0
                        ? 'No jobs yet'
                        : `${client.openJobsCount} open of ${client.jobsCount}`}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <ListPager
        page={clients.page}
        pageSize={clients.pageSize}
        total={clients.total}
        noun="clients"
        onPage={(page) => onSearch({ page })}
      />
    </AdminPage>
  );
}
