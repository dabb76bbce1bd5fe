// Outgoing e-mail (docs/decisions/0021): every message the firm sends is kept in the database and delivered
// by a durable queue. Admins see what failed after the last try and can send it again.
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';
import { mailStates } from './value-lists';

export type MailState = (typeof mailStates)[number];

export const mailKinds = [
  'application-confirmation',
  'contact-notification',
  'status-links',
  'stage',
  'duplicate-application',
  'note-mention',
  'new-applicant',
  'applicant-digest',
  // An interview (docs/decisions/0057): the candidate's, each with its .ics but the first.
  'interview-proposed',
  'interview-invitation',
  'interview-reminder',
  'interview-cancellation',
  // The same for each interviewer: staff notices about the applicant.
  'interviewer-invitation',
  'interviewer-reminder',
  'interviewer-cancellation',
  'shortlist-link',
  'shortlist-answer',
] as const;
export type MailKind = (typeof mailKinds)[number];
/**
 * Notices to staff about an applicant: kept with the application, never sent to the applicant. An interviewer's
 * invitation and reminders are among them, so they go with an erased applicant; the cancellation that tells the
 * interviewers of the erasure is kept with no applicant, and names none (docs/decisions/0057).
 */
export const staffNoticeKinds = [
  'note-mention',
  'new-applicant',
  'applicant-digest',
  'interviewer-invitation',
  'interviewer-reminder',
  'interviewer-cancellation',
  'shortlist-answer',
] as const satisfies MailKind[];

/**
 * An interview's e-mails that go whatever the interview has become since: its cancellations. Its other e-mails
 * (times to choose, invitations, reminders) are stopped at send time once the interview has moved on.
 */
export const INTERVIEW_NEWS_KINDS: readonly MailKind[] = [
  'interview-cancellation',
  'interviewer-cancellation',
];

/** What the admin list shows: never the body, which may hold more personal data than the list needs. */
export const outgoingMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(mailKinds),
  state: z.enum(mailStates),
  toName: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutgoingMail = z.infer<typeof outgoingMailSchema>;

export const outgoingMailListSchema = z.object({
  items: z.array(outgoingMailSchema),
  /** How many messages are in each state (the tabs' counts). */
  counts: z.object(
    Object.fromEntries(mailStates.map((state) => [state, z.number()])) as Record<MailState, z.ZodNumber>,
  ),
});
export type OutgoingMailList = z.infer<typeof outgoingMailListSchema>;

export const outgoingMailQuerySchema = z.object({
  state: z.enum(mailStates, `Choose one of: ${mailStates.join(', ')}.`).default('failed'),
});

export const outgoingMailParamsSchema = z.object({ id: positiveIdSchema('message id') });

/** Kinds as the admin list names them. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'application-confirmation': 'Application received',
  'contact-notification': 'Contact form message',
  'status-links': 'New status-page link',
  stage: 'Stage e-mail',
  'duplicate-application': 'Application received again',
  'note-mention': 'Mentioned in a note',
  'new-applicant': 'New applicant (to a follower)',
  'applicant-digest': 'Daily digest of applicants',
  'interview-proposed': 'Interview times to choose from',
  'interview-invitation': 'Interview invitation',
  'interview-reminder': 'Interview reminder',
  'interview-cancellation': 'Interview cancelled',
  'interviewer-invitation': 'Interview invitation (to an interviewer)',
  'interviewer-reminder': 'Interview reminder (to an interviewer)',
  'interviewer-cancellation': 'Interview cancelled (to an interviewer)',
  'shortlist-link': 'Shortlist link (to a client)',
  'shortlist-answer': 'Client answered a shortlist',
};

/** POST …/retry on a message that is not failed. */
export const RETRY_ONLY_FAILED = 'Only a message that failed can be sent again.';

/**
 * "Don't send" (POST …/mails/:id/cancel) on a stage e-mail that is no longer waiting: why it cannot be stopped.
 * Only a message still "queued" can be (docs/decisions/0040).
 */
export const MAIL_CANCEL_REFUSALS = {
  sending: 'This e-mail is being handed to the mail server right now: it can no longer be stopped.',
  sent: 'This e-mail has already been sent.',
  failed:
    'This e-mail could not be delivered and is no longer waiting: it goes only if an admin sends it again.',
  cancelled: 'This e-mail has already been stopped.',
} as const satisfies Record<Exclude<MailState, 'queued'>, string>;

/** An e-mail about one applicant, as their stage history shows it (never the body). */
export const applicantMailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(mailKinds),
  subject: z.string(),
  state: z.enum(mailStates),
  createdAt: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
});
export type ApplicantMail = z.infer<typeof applicantMailSchema>;
export const applicantMailListSchema = z.array(applicantMailSchema);
