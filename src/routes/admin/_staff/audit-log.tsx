// /admin/audit-log: the personal-data audit log (admins); action filter and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { fetchAuditLog } from '../../../features/admin/audit-log/audit-log-api';
import { AuditLogPage } from '../../../features/admin/audit-log/audit-log-page';
import { auditLogSearch, auditLogSearchDefaults } from '../../../features/admin/audit-log/audit-log-search';
import { AdminLoadError } from '../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../lib/head';

export const Route = createFileRoute('/admin/_staff/audit-log')({
  validateSearch: auditLogSearch,
  search: { middlewares: [stripSearchParams(auditLogSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchAuditLog(deps),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: AuditLogRoute,
});

function AuditLogRoute() {
  useStaffHead('Audit log');
  const navigate = Route.useNavigate();
  return (
    <AuditLogPage
      entries={Route.useLoaderData()}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
