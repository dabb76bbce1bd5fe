// The talent pool (docs/decisions/0048): every person whose data is still kept, searched by words in their
// résumés or applications, filtered, ranked, with the words found shown in context. GET
// /api/recruiter/talent-pool for those who recruit, and …/options for what the filters can choose from.
import { z } from 'zod';
import { daySchema, pageOf, pagingQuerySchema, positiveIdSchema } from './admin-common';
import { SOURCE_MAX_LENGTH } from './application-source';

export const LOCATION_MAX = 60;
export const TAG_FILTER_MAX = 40;

const optionalFilter = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Choose a ${what}, or leave the filter out.`)
    .max(max, `A ${what} has at most ${max} characters.`)
    .optional();

const STATUS_MESSAGE = 'Choose a status from the list, or leave the filter out.';

/**
 * `q`: words in a résumé or an application (name, e-mail, place, source); quotes keep a phrase, `or` allows
 * either, `-word` leaves out. The other filters narrow to people with one application of that career, place,
 * source and period (UTC days, both ends included), whose latest application is in `status`, or tagged `tag`.
 */
export const talentPoolQuerySchema = pagingQuerySchema
  .extend({
    state: optionalFilter(LOCATION_MAX, 'state'),
    city: optionalFilter(LOCATION_MAX, 'city'),
    source: optionalFilter(SOURCE_MAX_LENGTH, 'source'),
    status: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,39}$/, STATUS_MESSAGE)
      .optional(),
    careerId: positiveIdSchema('career id').optional(),
    from: daySchema('first day', 'Give the first day as YYYY-MM-DD.').optional(),
    to: daySchema('last day', 'Give the last day as YYYY-MM-DD.').optional(),
    tag: optionalFilter(TAG_FILTER_MAX, 'tag').transform((tag) => tag?.toLowerCase()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The period cannot end before it starts.',
    path: ['to'],
  });
export type TalentPoolQuery = z.infer<typeof talentPoolQuerySchema>;
/** The filters as a page holds them before they are sent. */
export type TalentPoolSearch = z.input<typeof talentPoolQuerySchema>;

/** A piece of a snippet: plain text, `match` when it is one of the words searched for. Never markup. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const talentPoolPersonSchema = z.object({
  personId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** From their latest application. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  lastStatus: z.object({ statusCode: z.string(), label: z.string() }),
  /** ISO 8601: their latest application. */
  lastAppliedAt: z.string(),
  /** Every career they applied for, latest first. */
  careers: z.array(z.object({ id: z.number().int(), jobId: z.string(), title: z.string() })),
  tags: z.array(z.string()),
  /** Where the words were found, with them marked; empty without a search. */
  snippet: z.array(snippetPartSchema),
  matchedIn: z.enum(['resume', 'application']).nullable(),
});
export type TalentPoolPerson = z.infer<typeof talentPoolPersonSchema>;
/** The talent pool counts people found up to this many, and says "more than" beyond it. */
export const TALENT_POOL_COUNTED_AT_MOST = 5000;

/** `total` is at most TALENT_POOL_COUNTED_AT_MOST; `totalIsLowerBound` says more were found. */
export const talentPoolPageSchema = pageOf(talentPoolPersonSchema).extend({ totalIsLowerBound: z.boolean() });
export type TalentPoolPage = z.infer<typeof talentPoolPageSchema>;

/** GET …/talent-pool/options: what each filter can choose from. */
export const talentPoolOptionsSchema = z.object({
  careers: z.array(z.object({ id: z.number().int(), jobId: z.string(), title: z.string() })),
  statuses: z.array(z.object({ statusCode: z.string(), label: z.string() })),
  states: z.array(z.string()),
  sources: z.array(z.string()),
  tags: z.array(z.string()),
});
export type TalentPoolOptions = z.infer<typeof talentPoolOptionsSchema>;
