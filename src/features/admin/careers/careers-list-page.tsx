// /admin/careers: every career (any status) with search, status filter, sorting and server-side pages.
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AdminCareerRow } from '#contracts/admin-careers.ts';
import {
  careerSortLabels,
  careerSorts,
  careerStatuses,
  careerStatusLabels,
} from '#contracts/admin-careers.ts';
import type { Page } from '#contracts/admin-common.ts';
import { employmentTypeLabels } from '#contracts/value-lists.ts';
import { site } from '#src/content/site.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { AdminList, AdminTable, type AdminTableColumn } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { FilterSelect } from '../shared/list-filters';
import { SearchBox } from '../shared/search-box';
import type { CareerSearch } from './career-search';
import { CareerStatusBadge } from './career-status-badge';

export interface CareersListPageProps {
  careers: Page<AdminCareerRow>;
  search: CareerSearch;
  /** Changes the address; a new search or filter starts again at page 1. */
  onSearch: (next: Partial<CareerSearch>) => void;
}

const statusOptions = careerStatuses.map((value) => ({ value, label: careerStatusLabels[value] }));
const sortOptions = careerSorts.map((value) => ({ value, label: careerSortLabels[value] }));
const columns: AdminTableColumn[] = [
  { label: 'Job' },
  { label: 'Department' },
  { label: 'Location' },
  { label: 'Client' },
  { label: 'Status' },
  { label: 'Applicants', align: 'right' },
  { label: 'Posted' },
  { label: 'Actions', hidden: true },
];

export function CareersListPage({ careers, search, onSearch }: CareersListPageProps) {
  const filtered = Boolean(search.q || search.status);
  return (
    <AdminPage
      title="Careers"
      description="Every job, open or not. Only open jobs appear on the public careers page."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      actions={
        <Button component={Link} to="/admin/careers/add">
          Add a career
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label="Find careers">
        <SearchBox
          label="Search"
          placeholder="Title, job ID, department, location or client"
          value={search.q ?? ''}
          onSearch={(q) => onSearch({ q, page: undefined })}
        />
        <FilterSelect
          label="Status"
          placeholder="Any status"
          data={statusOptions}
          value={search.status}
          clearable
          onChange={(status) => onSearch({ status, page: undefined })}
          w={170}
        />
        <FilterSelect
          label="Sort by"
          data={sortOptions}
          value={search.sort ?? 'newest'}
          allowDeselect={false}
          onChange={(sort) => onSearch({ sort, page: undefined })}
          w={190}
        />
      </Group>

      <AdminList
        page={careers}
        noun="careers"
        filtered={filtered}
        noMatch={{
          title: 'No careers match',
          clearLabel: 'Clear search and filters',
          onClear: () => onSearch({ q: undefined, status: undefined, page: undefined }),
          text: (
            <>
              Nothing matches {search.q ? `“${search.q}”` : 'this filter'}
              {search.status ? ` among ${careerStatusLabels[search.status].toLowerCase()} careers` : ''}. Try
              fewer words or another status.
            </>
          ),
        }}
        empty={{
          title: 'No careers yet',
          action: (
            <Button component={Link} to="/admin/careers/add">
              Add the first career
            </Button>
          ),
          text: 'Add a job and it appears on the public careers page at once, ready for applications.',
        }}
        onPage={(page) => onSearch({ page })}
      >
        <AdminTable columns={columns} minWidth={900}>
          {careers.items.map((career) => (
            <Table.Tr key={career.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/careers/${career.id}/view`} fw={600}>
                  {career.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {career.jobId} · {employmentTypeLabels[career.employmentType]}
                </Text>
              </Table.Td>
              <Table.Td>{career.department}</Table.Td>
              <Table.Td>{career.location}</Table.Td>
              <Table.Td>
                {career.client?.name ?? (
                  <Text c="dimmed" size="sm">
                    {site.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <CareerStatusBadge status={career.status} />
              </Table.Td>
              <Table.Td ta="right">{career.applicationsCount}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(career.postedAt)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/admin/careers/${career.id}/edit`}
                  size="sm"
                  aria-label={`Edit ${career.title}`}
                >
                  Edit
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </AdminList>
    </AdminPage>
  );
}
