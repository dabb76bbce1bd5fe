// The employee calls (/api/admin/employees…), each answer checked against its contract.
import {
  type EmployeeCreateInput,
  type EmployeeUpdateInput,
  employeeCreatedSchema,
  employeePageSchema,
  employeeSchema,
} from '#contracts/admin-employees.ts';
import { getChecked, type Query, sendChecked } from '#src/lib/checked-api.ts';

const BASE = '/api/admin/employees';

export const fetchEmployees = (query: Query) => getChecked(employeePageSchema, BASE, query);
export const fetchEmployee = (id: number) => getChecked(employeeSchema, `${BASE}/${id}`);
export const createEmployee = (form: EmployeeCreateInput) =>
  sendChecked(employeeCreatedSchema, BASE, 'POST', form);
export const updateEmployee = (id: number, form: EmployeeUpdateInput) =>
  sendChecked(employeeSchema, `${BASE}/${id}`, 'PUT', form);
export const setEmployeeActive = (id: number, active: boolean) =>
  sendChecked(employeeSchema, `${BASE}/${id}/${active ? 'activate' : 'deactivate'}`, 'POST');
export const resetEmployeePassword = (id: number) =>
  sendChecked(employeeCreatedSchema, `${BASE}/${id}/reset-password`, 'POST');
