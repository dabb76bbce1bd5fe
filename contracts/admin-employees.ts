// Employees in the staff area: adding a person creates their staff account (role, one-time password,
// profile to complete at first sign-in); the list searches and filters by role; deactivating ends access.
import { z } from 'zod';
import { emptyToNull, pageOf, pagingQuerySchema, positiveIdSchema } from './admin-common';
import { officeSchema } from './auth';
import { emailSchema, fullNameSchema } from './person-fields';
import { oneLine } from './plain-text';
import { roleSchema, roles } from './roles';
import { employeeStates } from './value-lists';

export const roleLabels: Record<z.infer<typeof roleSchema>, string> = {
  ADMIN: 'Admin',
  RECRUITER: 'Recruiter',
  EMPLOYEE: 'Employee',
};

export const usernameSchema = z
  .string('Please choose a username.')
  .trim()
  .toLowerCase()
  .min(3, 'Usernames have at least 3 characters.')
  .max(32, 'Usernames have at most 32 characters.')
  .regex(
    /^[a-z][a-z0-9._-]*$/,
    'Start with a letter; then use letters, digits, dots, hyphens or underscores.',
  );

const optionalLine = (max: number, what: string) =>
  z.preprocess(
    emptyToNull,
    oneLine(z.string().max(max, `Please keep the ${what} under ${max} characters.`), what).nullable(),
  );

const roleField = z.enum(roles, 'Please choose a role.');

/** POST /api/admin/employees: the account and the little an admin knows; the person completes the rest. */
export const employeeCreateSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  username: usernameSchema,
  role: roleField,
  department: optionalLine(60, 'department'),
  designation: optionalLine(100, 'designation'),
});
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;

/** PUT /api/admin/employees/{id}: what an admin may change (the person keeps their own details). */
export const employeeUpdateSchema = z.object({
  role: roleField,
  department: optionalLine(60, 'department'),
  designation: optionalLine(100, 'designation'),
});
export type EmployeeUpdateInput = z.input<typeof employeeUpdateSchema>;
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

export { employeeStates };

/** GET /api/admin/employees. */
export const employeeListQuerySchema = pagingQuerySchema.extend({
  role: z.enum(roles, 'Filter by ADMIN, RECRUITER or EMPLOYEE.').optional(),
  state: z.enum(employeeStates, 'Filter by active or inactive.').optional(),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

export const employeeRowSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
  active: z.boolean(),
  profileComplete: z.boolean(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;
export const employeePageSchema = pageOf(employeeRowSchema);

/** GET /api/admin/employees/{id}: the profile as the person keeps it. */
export const employeeSchema = employeeRowSchema.extend({
  phone: z.string().nullable(),
  office: officeSchema.nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601 of the last sign-in or keep-alive; null when never signed in. */
  lastSeenAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** 201 to POST /api/admin/employees and 200 to …/reset-password: the password is shown this once. */
export const employeeCreatedSchema = z.object({
  employee: employeeSchema,
  oneTimePassword: z.string(),
});
export type EmployeeCreated = z.infer<typeof employeeCreatedSchema>;

export const employeeIdParamsSchema = z.object({ id: positiveIdSchema('employee id') });
