// The employee calls (/api/admin/employees…), each answer checked against its contract.

import {
  type EmployeeCreateInput,
  type EmployeeUpdateInput,
  employeeCreatedSchema,
  employeePageSchema,
  employeeSchema,
} from '#contracts/admin-employees.ts';
import { ADMIN_EMPLOYEES_PATH } from '#contracts/api-paths.ts';
import { getChecked, type Query, sendChecked } from '#src/lib/checked-api.ts';

export const fetchEmployees = (query: Query) => getChecked(employeePageSchema, ADMIN_EMPLOYEES_PATH, query);
export const fetchEmployee = (id: number) => getChecked(employeeSchema, `${ADMIN_EMPLOYEES_PATH}/${id}`);
export const createEmployee = (form: EmployeeCreateInput) =>
  sendChecked(employeeCreatedSchema, ADMIN_EMPLOYEES_PATH, 'POST', form);
export const updateEmployee = (id: number, form: EmployeeUpdateInput) =>
  sendChecked(employeeSchema, `${ADMIN_EMPLOYEES_PATH}/${id}`, 'PUT', form);
export const setEmployeeActive = (id: number, active: boolean) =>
  sendChecked(employeeSchema, `${ADMIN_EMPLOYEES_PATH}/${id}/${active ? 'activate' : 'deactivate'}`, 'POST');
export const resetEmployeePassword = (id: number) =>
  sendChecked(employeeCreatedSchema, `${ADMIN_EMPLOYEES_PATH}/${id}/reset-password`, 'POST');
