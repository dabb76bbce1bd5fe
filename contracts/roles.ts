// Staff roles (DESIGN.md): every staff endpoint declares which of these it allows.
import { z } from 'zod';
import { roles } from './value-lists';

export { roles };
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

// The role groups routes and pages allow (docs/decisions/0004), named once for both sides.
/** Admins only: employees, clients, the contact inbox, job management, the personal-data audit log. */
export const ADMINS: readonly Role[] = ['ADMIN'];
/** Those who recruit, admins and recruiters: careers and the applicant boards. */
export const RECRUITING: readonly Role[] = ['ADMIN', 'RECRUITER'];
/** Every member of staff: blogs and the dashboard. */
export const ALL_STAFF: readonly Role[] = roles;
