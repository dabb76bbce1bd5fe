// /admin/employees: search, role, state and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { employeeSearch, employeeSearchDefaults } from '#src/features/admin/employees/employee-search.ts';
import { fetchEmployees } from '#src/features/admin/employees/employees-api.ts';
import { EmployeesListPage } from '#src/features/admin/employees/employees-list-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/employees/')({
  validateSearch: employeeSearch,
  search: { middlewares: [stripSearchParams(employeeSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchEmployees(deps),
  errorComponent: AdminLoadError,
  component: EmployeesRoute,
});

function EmployeesRoute() {
  useStaffHead('Employees');
  const navigate = Route.useNavigate();
  return (
    <EmployeesListPage
      employees={Route.useLoaderData()}
      search={Route.useSearch()}
      onSearch={(next) => navigate({ search: (previous) => ({ ...previous, ...next }), replace: true })}
    />
  );
}
