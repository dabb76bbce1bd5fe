// Who may use which admin API (the role table of docs/decisions/0004); blogs and the dashboard are ALL_STAFF.
import type { Role } from '../../contracts/roles';

/** Employees, clients, the contact inbox. */
export const ADMINS: readonly Role[] = ['ADMIN'];
/** Careers. */
export const CAREER_MANAGERS: readonly Role[] = ['ADMIN', 'RECRUITER'];
