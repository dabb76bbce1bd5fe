import { createFileRoute } from '@tanstack/react-router';
import { AddEmployeePage } from '../../../../features/admin/employees/add-employee-page';
import { useStaffHead } from '../../../../lib/head';

export const Route = createFileRoute('/admin/_staff/employees/add')({ component: AddEmployeeRoute });

function AddEmployeeRoute() {
  useStaffHead('Add an employee');
  return <AddEmployeePage />;
}
