// The fixed value lists behind the roles, statuses, sorts, audit actions and mail states, without their zod
// schemas: the SPA checks its address (?status=, ?role=, ?sort=, ?action=) with them on every page, where
// loading zod would weigh on every first load (docs/decisions/0008). The contract files build their schemas
// from these same lists.
export const roles = ['ADMIN', 'RECRUITER', 'EMPLOYEE'] as const;
export const careerStatuses = ['OPEN', 'ON_HOLD', 'CLOSED', 'FILLED'] as const;
export const careerSorts = ['newest', 'oldest', 'title', 'applicants', 'closing'] as const;
export const blogStatuses = ['DRAFT', 'PUBLISHED'] as const;
export const inboxStates = ['new', 'handled'] as const;
export const employeeStates = ['active', 'inactive'] as const;
export const auditActions = [
  'export',
  'erase',
  'purge',
  'orphan-sweep',
  'person-merge',
  'person-unmerge',
  'note-edit',
  'note-delete',
] as const;
/**
 * Where an outgoing e-mail stands (contracts/outgoing-mail.ts); /admin/mail?state=. "sending": taken out of the
 * queue and being handed to the mail server, when it can no longer be stopped (docs/decisions/0040).
 */
export const mailStates = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** How each employment type reads on the page. */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
};
