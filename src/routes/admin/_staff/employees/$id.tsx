import { createFileRoute } from '@tanstack/react-router';
import { EmployeePage } from '#src/features/admin/employees/employee-page.tsx';
import { fetchEmployee } from '#src/features/admin/employees/employees-api.ts';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';

export const Route = createFileRoute('/admin/_staff/employees/$id')({
  beforeLoad: ({ params }) => requireIdParams(params, 'id'),
  loader: ({ params }) => fetchEmployee(Number(params.id)),
  staleTime: 0,
  gcTime: 0,
  errorComponent: AdminLoadError,
  component: EmployeeRoute,
});

function EmployeeRoute() {
  const employee = Route.useLoaderData();
  useStaffHead(employee.fullName);
  return <EmployeePage key={employee.id} employee={employee} />;
}
