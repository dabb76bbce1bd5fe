// /admin/employees: staff accounts with their roles and profiles; searchable, filtered by role and state.
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Page } from '#contracts/admin-common.ts';
import { type EmployeeRow, roleLabels } from '#contracts/admin-employees.ts';
import { roles } from '#contracts/roles.ts';
import { AdminList, AdminTable, type AdminTableColumn } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { type FilterOption, FilterSelect } from '../shared/list-filters';
import { SearchBox } from '../shared/search-box';
import type { EmployeeSearch } from './employee-search';

const columns: AdminTableColumn[] = [
  { label: 'Name' },
  { label: 'Role' },
  { label: 'Job' },
  { label: 'Profile' },
  { label: 'Account' },
];

export interface EmployeesListPageProps {
  employees: Page<EmployeeRow>;
  search: EmployeeSearch;
  onSearch: (next: Partial<EmployeeSearch>) => void;
}

const roleOptions = roles.map((value) => ({ value, label: roleLabels[value] }));
const stateOptions: FilterOption<NonNullable<EmployeeSearch['state']>>[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Switched off' },
];

export function EmployeesListPage({ employees, search, onSearch }: EmployeesListPageProps) {
  const filtered = Boolean(search.q || search.role || search.state);
  const add = (
    <Button component={Link} to="/admin/employees/add">
      Add an employee
    </Button>
  );
  return (
    <AdminPage
      title="Employees"
      description="Staff accounts, their roles and profiles."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      actions={add}
    >
      <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label="Find employees">
        <SearchBox
          label="Search"
          placeholder="Name, username, e-mail, department or designation"
          value={search.q ?? ''}
          onSearch={(q) => onSearch({ q, page: undefined })}
        />
        <FilterSelect
          label="Role"
          placeholder="Any role"
          data={roleOptions}
          value={search.role}
          clearable
          onChange={(role) => onSearch({ role, page: undefined })}
          w={160}
        />
        <FilterSelect
          label="Account"
          placeholder="Active or not"
          data={stateOptions}
          value={search.state}
          clearable
          onChange={(state) => onSearch({ state, page: undefined })}
          w={170}
        />
      </Group>
      <AdminList
        page={employees}
        noun="employees"
        filtered={filtered}
        noMatch={{
          title: 'Nobody matches',
          clearLabel: 'Show everyone',
          onClear: () => onSearch({ q: undefined, role: undefined, state: undefined, page: undefined }),
          text: (
            <>
              No employee matches {search.q ? `“${search.q}”` : 'these filters'}. Try part of a name or an
              e-mail.
            </>
          ),
        }}
        empty={{
          title: 'No employees yet',
          action: add,
          text: 'Add a colleague: they get an account and complete their profile at first sign-in.',
        }}
        onPage={(page) => onSearch({ page })}
      >
        <AdminTable columns={columns} minWidth={760}>
          {employees.items.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/employees/${person.id}`} fw={600}>
                  {person.fullName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {person.username ? `${person.username} · ` : ''}
                  {person.email}
                </Text>
              </Table.Td>
              <Table.Td>{person.role ? roleLabels[person.role] : '—'}</Table.Td>
              <Table.Td>
                {[person.designation, person.department].filter(Boolean).join(', ') || (
                  <Text span c="dimmed" size="sm">
                    Not given
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={person.profileComplete ? 'teal' : 'yellow'}>
                  {person.profileComplete ? 'Complete' : 'Incomplete'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant="dot" color={person.active ? 'teal' : 'gray'}>
                  {person.active ? 'Active' : 'Switched off'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </AdminList>
    </AdminPage>
  );
}
