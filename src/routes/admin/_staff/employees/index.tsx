// /admin/employees: search, role, state and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { employeeSearch, employeeSearchDefaults } from '../../../../features/admin/employees/employee-search';
import { fetchEmployees } from '../../../../features/admin/employees/employees-api';
import { EmployeesListPage } from '../../../../features/admin/employees/employees-list-page';
import { AdminLoadError } from '../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../lib/head';

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
