// Scorecards (docs/decisions/0058): after a held interview each interviewer rates the career's criteria 1–5,
// gives a recommendation and notes, saves drafts and submits once. Others' scorecards stay hidden from an
// interviewer until their own is submitted (no anchoring). A move to "Offer Released" needs a submitted
// scorecard that says yes, unless an admin overrides it with a reason. Admins keep the criteria per career.
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';
import { plainLines } from './plain-text';
import { recommendations } from './value-lists';

export { recommendations };
export type Recommendation = (typeof recommendations)[number];

/** The criteria of a career without a template of its own. */
export const DEFAULT_SCORECARD_CRITERIA: readonly string[] = [
  'Role skills',
  'Communication',
  'Problem solving',
  'Culture and values',
];

export const CRITERIA_MAX = 10;
export const CRITERION_MAX_LENGTH = 80;
export const SCORECARD_NOTES_MAX = 5000;
export const OFFER_OVERRIDE_REASON_MAX = 500;

/** A rating and what it means, from 1 to 5: the form's radio labels. */
export const RATING_LABELS: Readonly<Record<number, string>> = {
  1: 'Poor',
  2: 'Below the bar',
  3: 'Meets the bar',
  4: 'Strong',
  5: 'Excellent',
};
export const RATINGS = [1, 2, 3, 4, 5] as const;

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** The recommendations that open the way to an offer. */
export const YES_RECOMMENDATIONS: readonly Recommendation[] = ['yes', 'strong_yes'];
export const isYes = (recommendation: string | null | undefined) =>
  (YES_RECOMMENDATIONS as readonly (string | null | undefined)[]).includes(recommendation);

export const SCORECARD_TEXTS = {
  criteriaRequired: 'Please give at least one criterion.',
  criteriaMax: `Please give at most ${CRITERIA_MAX} criteria.`,
  criterionEmpty: 'A criterion cannot be empty.',
  criterionTooLong: `Please keep each criterion under ${CRITERION_MAX_LENGTH} characters.`,
  criteriaRepeat: 'The same criterion is given twice.',
  rating: 'A rating must be a whole number from 1 to 5.',
  ratingUnknownCriterion: (criterion: string) => `“${criterion}” is not one of this job’s criteria.`,
  ratingRepeat: 'A criterion is rated twice.',
  ratingMissing: (criteria: readonly string[]) =>
    `Please rate every criterion before submitting: ${criteria.join(', ')}.`,
  recommendationMissing: 'Please give a recommendation before submitting.',
  recommendation: 'The recommendation must be one of strong_no, no, yes or strong_yes.',
  notesTooLong: `Please keep the notes under ${SCORECARD_NOTES_MAX} characters.`,
  notInterviewer: 'Only this interview’s interviewers write its scorecards.',
  notHeldYet: 'A scorecard can be written once the interview has taken place.',
  alreadySubmitted: 'This scorecard has been submitted and can no longer be changed.',
  hidden: 'Submit your own scorecard to see the others’.',
  offerNeedsYes:
    '“Offer Released” needs at least one submitted scorecard that recommends yes or strong yes, and this applicant has none yet.',
  overrideAdminsOnly: 'Only admins may release an offer without a yes scorecard.',
  overrideReasonRequired: 'Please say why the offer is released without a yes scorecard.',
  overrideReasonTooLong: `Please keep the reason under ${OFFER_OVERRIDE_REASON_MAX} characters.`,
  offerOverrideOnlyForOffers: 'An override reason is only taken with a move to “Offer Released”.',
} as const;

const criterionSchema = z
  .string(SCORECARD_TEXTS.criterionEmpty)
  .trim()
  .min(1, SCORECARD_TEXTS.criterionEmpty)
  .max(CRITERION_MAX_LENGTH, SCORECARD_TEXTS.criterionTooLong)
  .refine((value) => !/[\r\n\t]/.test(value), 'Each criterion must be on one line.');

/** A career's criteria: 1–10, each 1–80 characters, no repeats (compared without case). */
export const criteriaSchema = z
  .array(criterionSchema, SCORECARD_TEXTS.criteriaRequired)
  .min(1, SCORECARD_TEXTS.criteriaRequired)
  .max(CRITERIA_MAX, SCORECARD_TEXTS.criteriaMax)
  .refine(
    (list) => new Set(list.map((c) => c.toLowerCase())).size === list.length,
    SCORECARD_TEXTS.criteriaRepeat,
  );

export const careerTemplateParamsSchema = z.object({ careerId: positiveIdSchema('career id') });

/** PUT SCORECARD_TEMPLATES_PATH/{careerId}. */
export const scorecardTemplateInputSchema = z.strictObject({ criteria: criteriaSchema });
export type ScorecardTemplateInput = z.infer<typeof scorecardTemplateInputSchema>;

/** GET SCORECARD_TEMPLATES_PATH/{careerId}: `isDefault` while the career has no template of its own. */
export const scorecardTemplateSchema = z.object({
  careerId: z.number().int(),
  criteria: z.array(z.string()),
  isDefault: z.boolean(),
});
export type ScorecardTemplate = z.infer<typeof scorecardTemplateSchema>;

export const ratingSchema = z.object({
  criterion: z.string().trim().min(1, SCORECARD_TEXTS.criterionEmpty).max(CRITERION_MAX_LENGTH),
  rating: z
    .number(SCORECARD_TEXTS.rating)
    .int(SCORECARD_TEXTS.rating)
    .min(1, SCORECARD_TEXTS.rating)
    .max(5, SCORECARD_TEXTS.rating),
});
export type Rating = z.infer<typeof ratingSchema>;

export const scorecardParamsSchema = z.object({ interviewId: positiveIdSchema('interview id') });

/**
 * PUT SCORECARDS_PATH/{interviewId}: the signed-in interviewer's own scorecard. A draft may be partial; with
 * `submit: true` every criterion must be rated and a recommendation given (checked against the career's
 * criteria on the server, which knows them).
 */
export const scorecardInputSchema = z.strictObject({
  ratings: z
    .array(ratingSchema)
    .max(CRITERIA_MAX, SCORECARD_TEXTS.criteriaMax)
    .refine(
      (list) => new Set(list.map((r) => r.criterion)).size === list.length,
      SCORECARD_TEXTS.ratingRepeat,
    )
    .default([]),
  recommendation: z.enum(recommendations, SCORECARD_TEXTS.recommendation).nullable().default(null),
  notes: plainLines(z.string().max(SCORECARD_NOTES_MAX, SCORECARD_TEXTS.notesTooLong), 'notes').default(''),
  submit: z.boolean('submit must be true or false.').default(false),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

/** What a submitted scorecard still lacks, by the career's criteria: empty when it may be submitted. */
export function submitProblems(
  input: { ratings: readonly Rating[]; recommendation: string | null },
  criteria: readonly string[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const rated = new Set(input.ratings.map((r) => r.criterion));
  const missing = criteria.filter((criterion) => !rated.has(criterion));
  if (missing.length) problems.ratings = SCORECARD_TEXTS.ratingMissing(missing);
  if (!input.recommendation) problems.recommendation = SCORECARD_TEXTS.recommendationMissing;
  return problems;
}

/** One scorecard as a reader may see it: in full, or only that it exists and is hidden from them. */
export const scorecardSchema = z.object({
  id: z.number().int(),
  interviewId: z.number().int(),
  applicationId: z.number().int(),
  interviewerId: z.number().int(),
  interviewerName: z.string(),
  /** Whether the reader wrote it. */
  mine: z.boolean(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  /** True while the reader must submit their own first (no anchoring): ratings, recommendation and notes are
   * then left out. */
  hidden: z.boolean(),
  ratings: z.array(z.object({ criterion: z.string(), rating: z.number().int() })),
  recommendation: z.enum(recommendations).nullable(),
  notes: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** GET SCORECARDS_PATH/{interviewId}: the interview as its scorecard page shows it, and the reader's own. */
export const interviewScorecardsSchema = z.object({
  interview: z.object({
    id: z.number().int(),
    applicationId: z.number().int(),
    candidateName: z.string(),
    careerTitle: z.string(),
    state: z.string(),
    startsAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  criteria: z.array(z.string()),
  /** Whether the reader is one of its interviewers. */
  isInterviewer: z.boolean(),
  /** Why the reader cannot write now (not held yet, already submitted, not an interviewer); null when they can. */
  cannotWrite: z.string().nullable(),
  mine: scorecardSchema.nullable(),
  /** The other interviewers' submitted scorecards (hidden until the reader's own is submitted). */
  others: z.array(scorecardSchema),
});
export type InterviewScorecards = z.infer<typeof interviewScorecardsSchema>;

/** GET SCORECARDS_PATH?applicationId=… (repeatable) or ?personId=: every scorecard the reader may know of. */
export const scorecardListQuerySchema = z
  .object({
    applicationId: z
      .union([positiveIdSchema('application id'), z.array(positiveIdSchema('application id')).max(50)])
      .optional(),
    personId: positiveIdSchema('person id').optional(),
  })
  .refine(
    (q) => (q.applicationId === undefined) !== (q.personId === undefined),
    'Say whose scorecards to list: applicationId or personId, one of them.',
  );
export type ScorecardListQuery = z.infer<typeof scorecardListQuerySchema>;
export const scorecardListSchema = z.object({ scorecards: z.array(scorecardSchema) });
export type ScorecardList = z.infer<typeof scorecardListSchema>;

/** The reason an admin gives for releasing an offer without a yes scorecard (the move's body). */
export const offerOverrideReasonSchema = plainLines(
  z
    .string(SCORECARD_TEXTS.overrideReasonRequired)
    .trim()
    .min(1, SCORECARD_TEXTS.overrideReasonRequired)
    .max(OFFER_OVERRIDE_REASON_MAX, SCORECARD_TEXTS.overrideReasonTooLong),
  'reason',
);
