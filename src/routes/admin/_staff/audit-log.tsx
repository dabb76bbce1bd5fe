// /admin/audit-log: the personal-data audit log (admins); action filter and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { fetchAuditLog } from '#src/features/admin/audit-log/audit-log-api.ts';
import { AuditLogPage } from '#src/features/admin/audit-log/audit-log-page.tsx';
import { auditLogSearch, auditLogSearchDefaults } from '#src/features/admin/audit-log/audit-log-search.ts';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';

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
