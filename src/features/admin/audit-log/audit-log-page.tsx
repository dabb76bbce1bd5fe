// /admin/audit-log: every export, erasure, retention purge and orphan sweep of applicants' personal data,
// newest first, so an admin can answer "who did what to whose data, and when" (docs/decisions/0007).
import { Button, Group, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AuditEntry } from '#contracts/admin-applicants.ts';
import type { Page } from '#contracts/admin-common.ts';
import { auditActions } from '#contracts/value-lists.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';
import { AdminList, AdminTable, type AdminTableColumn } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { FilterSelect } from '../shared/list-filters';
import type { AuditLogSearch } from './audit-log-search';
import { auditActionLabels, auditActorName, describeAuditDetails } from './audit-words';

const columns: AdminTableColumn[] = [
  { label: 'When' },
  { label: 'What' },
  { label: 'Who' },
  { label: 'Application' },
  { label: 'Details' },
];

const actionOptions = auditActions.map((value) => ({ value, label: auditActionLabels[value] }));

export interface AuditLogPageProps {
  entries: Page<AuditEntry>;
  search: AuditLogSearch;
  onSearch: (next: Partial<AuditLogSearch>) => void;
}

export function AuditLogPage({ entries, search, onSearch }: AuditLogPageProps) {
  // Each action's label takes a plain -s in the plural: "No retention purges logged".
  const shownAction = search.action && auditActionLabels[search.action].toLowerCase();
  return (
    <AdminPage
      title="Audit log"
      description="Who exported or erased an applicant’s data, and what the scheduled clean-ups removed; newest first. It keeps ids and counts, never names or contact details."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
    >
      <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label="Filter the audit log">
        <FilterSelect
          label="Action"
          placeholder="Every action"
          data={actionOptions}
          value={search.action}
          clearable
          onChange={(action) => onSearch({ action, page: undefined })}
          w={200}
        />
      </Group>
      <AdminList
        page={entries}
        noun="entries"
        filtered={Boolean(search.action)}
        noMatch={{
          title: `No ${shownAction}s logged`,
          clearLabel: 'Show every action',
          onClear: () => onSearch({ action: undefined, page: undefined }),
          text: 'Nothing of this kind has happened yet. Show every action, or choose another one above.',
        }}
        empty={{
          title: 'Nothing logged yet',
          text: 'Exports and erasures made from an applicant’s card on a job board appear here, and so do the scheduled retention purges and orphan sweeps that remove something.',
          action: (
            <Button component={Link} to="/admin/JobManagement">
              Open the job boards
            </Button>
          ),
        }}
        onPage={(page) => onSearch({ page })}
      >
        <AdminTable columns={columns} label="Personal-data actions, newest first" minWidth={760}>
          {entries.items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.at}>{formatDayTime(entry.at)}</time>
              </Table.Td>
              <Table.Td>{auditActionLabels[entry.action]}</Table.Td>
              <Table.Td>{auditActorName(entry.actor)}</Table.Td>
              {/* The id as text, not a link: an erased or purged application no longer exists. Purges and
                  sweeps concern no single application. */}
              <Table.Td>{entry.applicationId === null ? '—' : `#${entry.applicationId}`}</Table.Td>
              <Table.Td>{describeAuditDetails(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </AdminList>
    </AdminPage>
  );
}
