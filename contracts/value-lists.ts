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
  'offer-override',
  'shortlist-share',
  'shortlist-revoke',
  'shortlist-view',
  'shortlist-download',
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

/** How an interview is held (docs/decisions/0056): by phone, by video (with its link), or at one of the offices. */
export const interviewKinds = ['phone', 'video', 'onsite'] as const;
/** The firm's offices: an on-site interview's place, and every interview's time zone. */
export const offices = ['hyderabad', 'manchester'] as const;
/** An interview's life (machines/interview-rules.ts): "rescheduled" is booked again at another time. */
export const interviewStates = ['proposed', 'booked', 'rescheduled', 'held', 'no_show', 'cancelled'] as const;
/** An interviewer's overall judgement on a scorecard, from "strong no" to "strong yes". */
export const recommendations = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
/** A client shortlist's stored state; "expired" is read from expires_at, never stored (machines/shortlist). */
export const shortlistStates = ['draft', 'shared', 'answered', 'closed'] as const;
/** What the client contact answers for a candidate on a shortlist. */
export const shortlistAnswers = ['interview', 'not_a_fit', 'question'] as const;
