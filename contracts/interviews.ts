// Interviews (docs/decisions/0056): a recruiter proposes one for an applicant in "Interviewing" (a kind, a
// length, interviewers and either one fixed time or several slots); the candidate books a slot on their
// status page, and may move or cancel it until the cut-off the recruiter chose. The life of an interview and
// who may do what in which state are machines/interview-rules.ts, read by the board, the status page and the
// server alike. Times on the wire are ISO instants; every interview is written in its office's time zone.
import { z } from 'zod';
import { myApplicationParamsSchema } from './my-application';
import { interviewKinds, interviewStates, offices } from './value-lists';

export { interviewKinds, interviewStates, offices };
export type InterviewKind = (typeof interviewKinds)[number];
export type InterviewState = (typeof interviewStates)[number];
export type Office = (typeof offices)[number];

/** Each office's IANA time zone: the invitations' VTIMEZONE and the time shown beside the candidate's own. */
export const OFFICE_TIME_ZONES: Record<Office, string> = {
  hyderabad: 'Asia/Kolkata',
  manchester: 'Europe/London',
};

export const OFFICE_LABELS: Record<Office, string> = { hyderabad: 'Hyderabad', manchester: 'Manchester' };
/** Where the on-site interviews are held: the invitations' LOCATION. */
export const OFFICE_ADDRESSES: Record<Office, string> = {
  hyderabad: 'Hyderabad office',
  manchester: 'Manchester office',
};

export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = {
  phone: 'Phone call',
  video: 'Video call',
  onsite: 'At the office',
};

export const INTERVIEW_STATE_LABELS: Record<InterviewState, string> = {
  proposed: 'Waiting for the candidate to choose a time',
  booked: 'Booked',
  rescheduled: 'Booked (moved)',
  held: 'Held',
  no_show: 'Candidate did not attend',
  cancelled: 'Cancelled',
};

export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
export const INTERVIEW_SLOTS_MAX = 12;
export const INTERVIEW_INTERVIEWERS_MAX = 6;
/** The candidate may book, move or cancel until this many hours before; the recruiter chooses per interview. */
export const INTERVIEW_CUTOFF_HOURS = [0, 2, 12, 24, 48] as const;
export const DEFAULT_CUTOFF_HOURS = 24;
/** Reminders go this many minutes before the time: a day and an hour (docs/decisions/0056). */
export const REMINDER_MINUTES_BEFORE = [24 * 60, 60] as const;

export const INTERVIEW_TEXTS = {
  notInterviewing: 'Interviews are proposed for applicants in “Interviewing”.',
  slotsRequired: 'Please offer at least one time.',
  slotsMax: `Please offer at most ${INTERVIEW_SLOTS_MAX} times.`,
  slotInPast: 'Every time offered must be in the future.',
  slotsRepeat: 'The same time is offered twice.',
  interviewersRequired: 'Please choose at least one interviewer.',
  interviewersMax: `Please choose at most ${INTERVIEW_INTERVIEWERS_MAX} interviewers.`,
  interviewerUnknown: 'One of the interviewers is not an active member of staff.',
  videoLinkRequired: 'A video interview needs its link (https://…).',
  videoLink: 'The video link must be an https:// address.',
  duration: 'Please choose a length from the list.',
  cutoff: 'Please choose a cut-off from the list.',
  slotTaken: 'That time has just been taken. Please choose another.',
  slotUnknown: 'That time is not one of those offered.',
  pastCutoff:
    'It is too close to the interview to change it here. Please reply to the invitation e-mail instead.',
  notAllowed: (action: string, state: string) => `An interview that is “${state}” cannot be ${action}.`,
  reasonTooLong: 'Please keep the reason under 500 characters.',
  sameTime: 'The interview is already at that time.',
  notFound: 'There is no such interview.',
  notInterviewer: 'Only recruiters and this interview’s interviewers may do this.',
  rescheduleSlots: 'Please offer the new time, or several for the candidate to choose from.',
  /** The cancel_reason (and the invitations' CANCEL) when nobody gave one. */
  cancelledByCandidate: 'The candidate cancelled.',
  cancelledByRecruiter: 'Cancelled by the recruiter.',
} as const;

/**
 * Why the interviews still to come of an applicant who left are cancelled, as the CANCEL e-mail tells the
 * candidate: never the firm's reason for a rejection (decision 0020 keeps those to the staff).
 */
export const INTERVIEW_CANCEL_REASONS = {
  WITHDRAWN: 'The candidate withdrew the application.',
  REJECTED: 'The interview is no longer needed.',
  NO_SHOW: 'The interview is no longer needed.',
  erased: 'The interview was cancelled.',
} as const;

const id = z.number().int().positive();
const isoInstant = z.iso.datetime({ offset: true });

/**
 * A time a candidate may choose. `available` is false once an interviewer is booked then (another candidate's
 * interview overlaps it), and once the slot's own cut-off has passed: either way nobody can book it now.
 */
export const interviewSlotSchema = z.object({ id, startsAt: isoInstant, available: z.boolean() });
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;

export const interviewerSchema = z.object({ userId: id, name: z.string() });
/** GET INTERVIEWS_PATH/interviewers: who a proposal may name, every active member of staff, by name. */
export const interviewerChoiceListSchema = z.object({ interviewers: z.array(interviewerSchema) });

/** One interview as staff see it (the board, the person page, "My interviews"). */
export const interviewSchema = z.object({
  id,
  applicationId: id,
  personId: id.nullable(),
  candidateName: z.string(),
  careerTitle: z.string(),
  kind: z.enum(interviewKinds),
  office: z.enum(offices),
  videoLink: z.string().nullable(),
  durationMinutes: z.number().int(),
  state: z.enum(interviewStates),
  startsAt: isoInstant.nullable(),
  cutoffHours: z.number().int(),
  sequence: z.number().int(),
  interviewers: z.array(interviewerSchema),
  slots: z.array(interviewSlotSchema),
  proposedByName: z.string(),
  cancelReason: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Interview = z.infer<typeof interviewSchema>;
export const interviewListSchema = z.object({ interviews: z.array(interviewSchema) });

/** The times offered: the server also refuses any in the past (INTERVIEW_TEXTS.slotInPast). */
const slotListSchema = z
  .array(isoInstant)
  .min(1, INTERVIEW_TEXTS.slotsRequired)
  .max(INTERVIEW_SLOTS_MAX, INTERVIEW_TEXTS.slotsMax)
  .refine(
    (slots) => new Set(slots.map((s) => Date.parse(s))).size === slots.length,
    INTERVIEW_TEXTS.slotsRepeat,
  );

/** POST INTERVIEWS_PATH: one fixed time (booked at once) or several slots for the candidate to choose from. */
export const interviewProposalSchema = z
  .object({
    applicationId: id,
    kind: z.enum(interviewKinds),
    office: z.enum(offices),
    videoLink: z
      .string()
      .trim()
      .max(500)
      .regex(/^https:\/\/\S+$/, INTERVIEW_TEXTS.videoLink)
      .nullish(),
    durationMinutes: z
      .number()
      .int()
      .refine((n) => (INTERVIEW_DURATIONS as readonly number[]).includes(n), INTERVIEW_TEXTS.duration),
    interviewerIds: z
      .array(id)
      .min(1, INTERVIEW_TEXTS.interviewersRequired)
      .max(INTERVIEW_INTERVIEWERS_MAX, INTERVIEW_TEXTS.interviewersMax),
    /** One entry: a fixed time, booked at once. Several: the candidate chooses. */
    slots: slotListSchema,
    cutoffHours: z
      .number()
      .int()
      .refine((n) => (INTERVIEW_CUTOFF_HOURS as readonly number[]).includes(n), INTERVIEW_TEXTS.cutoff)
      .default(DEFAULT_CUTOFF_HOURS),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'video' && !value.videoLink) {
      ctx.addIssue({ code: 'custom', path: ['videoLink'], message: INTERVIEW_TEXTS.videoLinkRequired });
    }
  });
export type InterviewProposal = z.infer<typeof interviewProposalSchema>;

/** The staff actions on one interview: POST INTERVIEWS_PATH/{id}/{action}. */
export const staffInterviewActions = ['cancel', 'held', 'no-show', 'reschedule'] as const;
export type StaffInterviewAction = (typeof staffInterviewActions)[number];
export const interviewActionParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(staffInterviewActions),
});
/** cancel: a reason (optional); reschedule: new slots (one = fixed), as in a proposal. */
export const interviewActionBodySchema = z.object({
  reason: z.string().trim().max(500, INTERVIEW_TEXTS.reasonTooLong).optional(),
  slots: slotListSchema.optional(),
});

/** One interview as the candidate sees it on their status page: no interviewers' names beyond first names. */
export const candidateInterviewSchema = z.object({
  id,
  kind: z.enum(interviewKinds),
  office: z.enum(offices),
  officeTimeZone: z.string(),
  videoLink: z.string().nullable(),
  durationMinutes: z.number().int(),
  state: z.enum(interviewStates),
  startsAt: isoInstant.nullable(),
  /** Until when the candidate may book, move or cancel here; null once past (or for an ended interview). */
  changeableUntil: isoInstant.nullable(),
  slots: z.array(interviewSlotSchema),
  /** The cut-off in hours the recruiter chose, for the page's interview machine (machines/interview.machine.ts). */
  cutoffHours: z.number().int(),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;
export const candidateInterviewListSchema = z.object({ interviews: z.array(candidateInterviewSchema) });

/** POST …/{token}/interviews/{id}/book: a slot (a first booking or a move). Answers candidateInterviewSchema. */
export const interviewBookingSchema = z.object({ slotId: id });

/** GET INTERVIEWS_PATH?applicationId=: one applicant's interviews (the board's card, the person page). */
export const interviewListQuerySchema = z.object({ applicationId: z.coerce.number().int().positive() });

/** The candidate's routes: …/{token}/interviews and …/{token}/interviews/{id}/{book|cancel}. */
export const myInterviewParamsSchema = myApplicationParamsSchema.extend({
  id: z.coerce.number().int().positive(),
});

/** The staff actions' names as the rules name them (machines/interview-rules.ts). */
export const STAFF_ACTION_RULES = {
  cancel: 'cancel',
  held: 'held',
  'no-show': 'no_show',
  reschedule: 'reschedule',
} as const satisfies Record<StaffInterviewAction, string>;
