// /admin/ClientManagement: client companies with their jobs, searchable, paged on the server.
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClientRow } from '#contracts/admin-clients.ts';
import type { Page } from '#contracts/admin-common.ts';
import { AdminList, AdminTable, type AdminTableColumn } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import type { PageSearch } from '../shared/page-search';
import { SearchBox } from '../shared/search-box';

const columns: AdminTableColumn[] = [
  { label: 'Client' },
  { label: 'Contact' },
  { label: 'Industry' },
  { label: 'Country' },
  { label: 'Jobs' },
];

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
      <AdminList
        page={clients}
        noun="clients"
        filtered={Boolean(search.q)}
        noMatch={{
          title: 'No clients match',
          clearLabel: 'Show every client',
          onClear: () => onSearch({ q: undefined, page: undefined }),
          text: <>No client matches “{search.q}”. Try part of the company or contact name.</>,
        }}
        empty={{
          title: 'No clients yet',
          action: add,
          text: 'Add a client company, then the jobs you recruit for them.',
        }}
        onPage={(page) => onSearch({ page })}
      >
        <AdminTable columns={columns} minWidth={820}>
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
        </AdminTable>
      </AdminList>
    </AdminPage>
  );
}
