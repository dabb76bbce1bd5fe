// /admin/reports: the recruiting report (admins and recruiters); its filters live in the address.
import { createFileRoute } from '@tanstack/react-router';
import { reportSearch } from '#src/features/admin/reports/report-search.ts';
import { fetchRecruitingReport } from '#src/features/admin/reports/reports-api.ts';
import { ReportsPage } from '#src/features/admin/reports/reports-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/reports')({
  validateSearch: reportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchRecruitingReport(deps),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: ReportsRoute,
});

function ReportsRoute() {
  useStaffHead('Reports');
  const navigate = Route.useNavigate();
  return (
    <ReportsPage
      report={Route.useLoaderData()}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
