// Client shortlists (issue 62 part 5, docs/decisions/0059): a recruiter puts applicants of a client's career on a
// shortlist, chooses per candidate what the client's contact may see, and shares it as a secret link that
// expires or is revoked. The contact answers per candidate; the board and the person page show the answers.
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';
import { shortlistAnswers } from './value-lists';

export type ShortlistAnswer = (typeof shortlistAnswers)[number];
/** What the board and the person page call each answer: "Client: interview". */
export const SHORTLIST_ANSWER_LABELS: Record<ShortlistAnswer, string> = {
  interview: 'Interview',
  not_a_fit: 'Not a fit',
  question: 'A question',
};

/** The client's page: /shortlist/{token}. The token is the whole secret (random, stored hashed). */
export const clientShortlistPath = (token: string) => `/shortlist/${token}`;

/** How long a shared link opens the shortlist: 14 days unless the recruiter chooses 1–60. */
export const SHORTLIST_DAYS = { default: 14, min: 1, max: 60 } as const;
/** A shortlist is read by a busy client: a few candidates, never the whole pipeline. */
export const SHORTLIST_MAX_ENTRIES = 30;
const SUMMARY_MAX = 2000;
const COMMENT_MAX = 2000;

/**
 * The life of a shortlist as the staff page and the server read it (machines/shortlist-rules.ts): "expired" is
 * read from expires_at, and a revoked link has ended the same way.
 */
export const shortlistPhases = ['draft', 'shared', 'answered', 'closed', 'expired'] as const;
export type ShortlistPhase = (typeof shortlistPhases)[number];

export const SHORTLIST_TEXTS = {
  /** The client's page for an unknown, expired or revoked link: the same words for all, nothing personal. */
  gone: 'This shortlist is no longer available.',
  goneHint: 'The link has expired or was withdrawn. Please ask your recruiter for a new one.',
  noClient: 'This job is not for a client: only a client’s job can have a shortlist.',
  noEmail: (client: string) =>
    `${client} has no contact e-mail address on file. Add one to the client record, then share again.`,
  notOnCareer: 'Every candidate on a shortlist must have applied for its job.',
  nobodyToShow: 'Every candidate on this shortlist has withdrawn or been rejected: there is nobody to share.',
  notShown: 'This candidate is no longer on the shortlist.',
  noResume: 'No résumé was shared for this candidate.',
  resumeGone: 'This résumé file is no longer stored.',
  questionNeedsComment: 'Write your question in the comment, so that the recruiter can answer it.',
  /** A staff action the shortlist's life does not allow now, by phase. */
  notNow: (action: string, phase: ShortlistPhase) =>
    `A shortlist that is ${PHASE_WORDS[phase]} cannot be ${action}.`,
} as const;

/** How a phase reads in a sentence and on a badge. */
export const PHASE_WORDS: Record<ShortlistPhase, string> = {
  draft: 'still a draft',
  shared: 'shared',
  answered: 'answered',
  closed: 'closed',
  expired: 'no longer available',
};
export const PHASE_LABELS: Record<ShortlistPhase, string> = {
  draft: 'Draft',
  shared: 'Shared',
  answered: 'Answered',
  closed: 'Closed',
  expired: 'Expired',
};

const id = (what: string) =>
  z
    .number(`The ${what} must be a number.`)
    .int(`The ${what} must be a whole number.`)
    .positive(`The ${what} must be a positive number.`);

export const shortlistParamsSchema = z.object({ shortlistId: positiveIdSchema('shortlist id') });
export const shortlistListQuerySchema = z.object({ careerId: positiveIdSchema('career id') });
export const shortlistAnswersQuerySchema = z.object({ personId: positiveIdSchema('person id') });

/** One candidate as the recruiter edits them: what is shared, and the client's answer once given. */
export const shortlistEntrySchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  personId: z.number().int().nullable(),
  name: z.string(),
  status: z.object({ statusCode: z.string(), label: z.string() }),
  /** Withdrawn or rejected: the client no longer sees them. */
  hiddenFromClient: z.boolean(),
  hasResume: z.boolean(),
  shareSummary: z.boolean(),
  shareResume: z.boolean(),
  shareNote: z.boolean(),
  summary: z.string(),
  note: z.string(),
  answer: z.enum(shortlistAnswers).nullable(),
  answerComment: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

export const shortlistSummarySchema = z.object({
  id: z.number().int(),
  careerId: z.number().int(),
  title: z.string(),
  clientName: z.string(),
  phase: z.enum(shortlistPhases),
  /** Revoked by a recruiter (its phase is then "expired"). */
  revoked: z.boolean(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sharedAt: z.string().nullable(),
  createdByName: z.string(),
  entries: z.number().int(),
  answers: z.number().int(),
});
export type ShortlistSummary = z.infer<typeof shortlistSummarySchema>;
export const shortlistSummaryListSchema = z.array(shortlistSummarySchema);

export const shortlistSchema = shortlistSummarySchema.extend({
  careerTitle: z.string(),
  /** The contact a share would go to now, from the client record. */
  clientContact: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  items: z.array(shortlistEntrySchema),
});
export type Shortlist = z.infer<typeof shortlistSchema>;

/** POST: a draft with these applicants, each sharing the summary only until the recruiter chooses more. */
export const shortlistCreateSchema = z.object({
  careerId: id('career id'),
  title: z.string().trim().max(120, 'Keep the title under 120 characters.').optional(),
  applicationIds: z
    .array(id('applicant id'))
    .min(1, 'Choose at least one applicant for the shortlist.')
    .max(SHORTLIST_MAX_ENTRIES, `A shortlist holds at most ${SHORTLIST_MAX_ENTRIES} candidates.`),
});
export type ShortlistCreate = z.infer<typeof shortlistCreateSchema>;

export const shortlistEntryInputSchema = z.object({
  applicationId: id('applicant id'),
  shareSummary: z.boolean(),
  shareResume: z.boolean(),
  shareNote: z.boolean(),
  summary: z.string().trim().max(SUMMARY_MAX, `Keep the summary under ${SUMMARY_MAX} characters.`),
  note: z.string().trim().max(SUMMARY_MAX, `Keep the note under ${SUMMARY_MAX} characters.`),
});
export type ShortlistEntryInput = z.infer<typeof shortlistEntryInputSchema>;

/** PUT: the draft as it is now: its title and every candidate on it (one left out is taken off). */
export const shortlistUpdateSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Give the shortlist a title.')
    .max(120, 'Keep the title under 120 characters.'),
  entries: z
    .array(shortlistEntryInputSchema)
    .min(1, 'A shortlist needs at least one candidate.')
    .max(SHORTLIST_MAX_ENTRIES, `A shortlist holds at most ${SHORTLIST_MAX_ENTRIES} candidates.`)
    .refine(
      (entries) => new Set(entries.map((entry) => entry.applicationId)).size === entries.length,
      'Each candidate can be on the shortlist once.',
    ),
});
export type ShortlistUpdate = z.infer<typeof shortlistUpdateSchema>;

export const shortlistShareSchema = z.object({
  days: z
    .number('Choose for how many days the link works.')
    .int('Choose a whole number of days.')
    .min(SHORTLIST_DAYS.min, `The link must work for at least ${SHORTLIST_DAYS.min} day.`)
    .max(SHORTLIST_DAYS.max, `The link can work for at most ${SHORTLIST_DAYS.max} days.`)
    .default(SHORTLIST_DAYS.default),
});
export type ShortlistShare = z.infer<typeof shortlistShareSchema>;

/** The share's answer: the link is shown this once (only its hash is kept). */
export const shortlistSharedSchema = z.object({ shortlist: shortlistSchema, link: z.string() });
export type ShortlistShared = z.infer<typeof shortlistSharedSchema>;

/** An answer as the person page lists it. */
export const personShortlistAnswerSchema = z.object({
  shortlistId: z.number().int(),
  shortlistTitle: z.string(),
  clientName: z.string(),
  careerTitle: z.string(),
  applicationId: z.number().int(),
  answer: z.enum(shortlistAnswers),
  comment: z.string().nullable(),
  answeredAt: z.string(),
});
export type PersonShortlistAnswer = z.infer<typeof personShortlistAnswerSchema>;
export const personShortlistAnswerListSchema = z.array(personShortlistAnswerSchema);

// The client contact's side (public, by token).

export const clientShortlistParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not complete.'),
});
export const clientShortlistEntryParamsSchema = clientShortlistParamsSchema.extend({
  entryId: positiveIdSchema('candidate id'),
});

/** A candidate as the contact sees them: only what the recruiter chose to share. */
export const clientCandidateSchema = z.object({
  entryId: z.number().int(),
  name: z.string(),
  summary: z.string().nullable(),
  note: z.string().nullable(),
  hasResume: z.boolean(),
  answer: z.enum(shortlistAnswers).nullable(),
  answerComment: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type ClientCandidate = z.infer<typeof clientCandidateSchema>;

export const clientShortlistSchema = z.object({
  title: z.string(),
  clientName: z.string(),
  careerTitle: z.string(),
  contactName: z.string().nullable(),
  recruiterName: z.string(),
  expiresAt: z.string(),
  candidates: z.array(clientCandidateSchema),
});
export type ClientShortlist = z.infer<typeof clientShortlistSchema>;

export const clientAnswerInputSchema = z
  .object({
    answer: z.enum(shortlistAnswers, 'Choose “Interview”, “Not a fit” or “A question”.'),
    comment: z
      .string()
      .trim()
      .max(COMMENT_MAX, `Keep the comment under ${COMMENT_MAX} characters.`)
      .default(''),
  })
  .refine((input) => input.answer !== 'question' || input.comment.length > 0, {
    message: SHORTLIST_TEXTS.questionNeedsComment,
    path: ['comment'],
  });
export type ClientAnswerInput = z.input<typeof clientAnswerInputSchema>;
