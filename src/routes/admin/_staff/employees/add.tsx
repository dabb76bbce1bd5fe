import { createFileRoute } from '@tanstack/react-router';
import { AddEmployeePage } from '#src/features/admin/employees/add-employee-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/employees/add')({ component: AddEmployeeRoute });

function AddEmployeeRoute() {
  useStaffHead('Add an employee');
  return <AddEmployeePage />;
}
