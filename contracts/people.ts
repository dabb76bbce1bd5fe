// People behind applications (docs/decisions/0047): one record per person, gathering every application they
// made; recruiters merge two records that are the same person, undo a merge, and tag people. The person page
// reads it all in one answer.
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';
import { applicantMailSchema } from './outgoing-mail';
import { historyEntrySchema } from './recruiter';

export const personParamsSchema = z.object({ personId: positiveIdSchema('person id') });
export const personMergeParamsSchema = z.object({ mergeId: positiveIdSchema('merge id') });

/** Someone as a list or the merge picker names them. */
export const personSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string(),
  applications: z.number().int(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;
export const personSummaryListSchema = z.array(personSummarySchema);

export const PERSON_LOOKUP_LIMIT = 10;

/** GET …/people/lookup?q=: the merge picker's search by name, e-mail or mobile. */
export const personLookupQuerySchema = z.object({
  q: z
    .string('Type a name, e-mail or mobile to look for.')
    .trim()
    .min(2, 'Type at least two characters of a name, e-mail or mobile.')
    .max(100, 'Please keep the search under 100 characters.'),
  /** The person whose page asks: never offered as their own match. */
  exclude: positiveIdSchema('person to leave out').optional(),
});
export type PersonLookupQuery = z.infer<typeof personLookupQuerySchema>;

/** One application of the person, with everything the page shows about it. */
export const personApplicationSchema = z.object({
  id: z.number().int(),
  career: z.object({ id: z.number().int(), jobId: z.string(), title: z.string() }),
  status: z.object({ statusCode: z.string(), label: z.string() }),
  appliedAt: z.string(),
  /** When they agreed to the privacy notice with this application. */
  consentAt: z.string(),
  resume: z.object({ filename: z.string().nullable(), size: z.number().int().nullable() }).nullable(),
  history: z.array(historyEntrySchema),
  /** The e-mails sent (or waiting, stopped, failed) to them about this application; never the bodies. */
  mails: z.array(applicantMailSchema),
  /** When the retention purge takes it (server/services/retention.ts); null while it is kept. */
  purgeFrom: z.string().nullable(),
});
export type PersonApplication = z.infer<typeof personApplicationSchema>;

/** A merge as the page lists it: who was merged into whom, which applications moved, whether undone. */
export const personMergeSchema = z.object({
  id: z.number().int(),
  keptPersonId: z.number().int(),
  mergedPerson: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }),
  applicationIds: z.array(z.number().int()),
  mergedBy: z.string().nullable(),
  mergedAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type PersonMerge = z.infer<typeof personMergeSchema>;

export const personSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
  /** Set when this record was merged into another: its applications are there now. */
  mergedInto: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** Newest first. */
  applications: z.array(personApplicationSchema),
  /** The latest consent any of their applications gave; null without applications. */
  consentAt: z.string().nullable(),
  retention: z.object({
    /** RETENTION_MONTHS; null when nobody is purged. */
    months: z.number().int().nullable(),
    /** When the last of their applications is purged and the person with it; null while one is kept. */
    purgeFrom: z.string().nullable(),
  }),
  tags: z.array(z.string()),
  /** People merged into this one and not undone, newest first: each can be undone from here. */
  merges: z.array(personMergeSchema),
});
export type Person = z.infer<typeof personSchema>;

/** POST …/person-merges: `mergedPersonId`'s applications move to `keptPersonId`. */
export const personMergeInputSchema = z
  .strictObject({
    keptPersonId: positiveIdSchema('person to keep'),
    mergedPersonId: positiveIdSchema('person to merge'),
  })
  .refine((input) => input.keptPersonId !== input.mergedPersonId, {
    path: ['mergedPersonId'],
    message: 'Choose another person: a record cannot be merged with itself.',
  });
export type PersonMergeInput = z.infer<typeof personMergeInputSchema>;

/** The answer to a merge and to its undo: the merge as it stands, and the kept person as they are now. */
export const personMergeResultSchema = z.object({ merge: personMergeSchema, person: personSchema });
export type PersonMergeResult = z.infer<typeof personMergeResultSchema>;

export const TAG_MAX = 40;
const TAG_MESSAGE = `A tag is 1 to ${TAG_MAX} letters, digits, spaces or - + # . (for example “java” or “relocating”).`;

/** Tags are kept lower-cased, with single spaces. */
export const tagSchema = z
  .string(TAG_MESSAGE)
  .trim()
  .transform((tag) => tag.replace(/\s+/g, ' ').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, TAG_MESSAGE)
      .max(TAG_MAX, TAG_MESSAGE)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} +#.-]*$/u, TAG_MESSAGE),
  );
export const personTagInputSchema = z.strictObject({ tag: tagSchema });
export const personTagParamsSchema = personParamsSchema.extend({ tag: tagSchema });
export const personTagListSchema = z.array(z.string());

/** Why a merge or its undo is refused (409). */
export const PERSON_MERGE_REFUSALS = {
  alreadyMerged: (name: string) =>
    `${name} has already been merged into another record: merge with that record instead.`,
  alreadyUndone: 'This merge has already been undone.',
  laterMerge: (name: string) =>
    `A later merge moved these applications on to ${name}: undo that merge first, then this one.`,
} as const;
