import { createFileRoute } from '@tanstack/react-router';
import { EmployeePage } from '../../../../features/admin/employees/employee-page';
import { fetchEmployee } from '../../../../features/admin/employees/employees-api';
import { AdminLoadError } from '../../../../features/admin/shared/admin-load-error';
import { useStaffHead } from '../../../../lib/head';
import { requireIdParams } from '../../../../lib/route-params';

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
