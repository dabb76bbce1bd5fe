// Stage e-mail templates (docs/decisions/0021): what the candidate is told when their application enters a
// status, one template per status, written by admins in markdown with placeholders. Filled and rendered by
// the server (and by the admin page's preview with a sample applicant) with the same function.
import { z } from 'zod';
import { firm } from './firm';
import { myApplicationPath } from './my-application';

export const PLACEHOLDERS = {
  firstName: 'the candidate’s first name',
  jobTitle: 'the job’s title',
  firmName: 'the firm’s name',
  statusLink: 'the candidate’s status page (a personal link)',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;
export type PlaceholderValues = Record<Placeholder, string>;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const known = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDERS, name);

/** The placeholders `text` names that do not exist, in order, each once. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !known(name)))];
}

/** `text` with every placeholder filled in. */
export const fillPlaceholders = (text: string, values: PlaceholderValues) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (known(name) ? values[name] : whole));

/** What the admin page's preview fills in. */
export const SAMPLE_VALUES: PlaceholderValues = {
  firstName: 'Priya',
  jobTitle: 'HR Recruiter',
  firmName: firm.name,
  statusLink: `${firm.url}${myApplicationPath('sample-link')}`,
};

const placeholderList = Object.keys(PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ');

/** A field's text with only known placeholders. */
const templated = (field: z.ZodString) =>
  field.superRefine((text, context) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length)
      context.addIssue({
        code: 'custom',
        message: `Unknown placeholder ${unknown.map((name) => `{{${name}}}`).join(', ')}: use ${placeholderList}.`,
      });
  });

export const stageMailTemplateInputSchema = z.object({
  subject: templated(
    z
      .string('Write a subject.')
      .trim()
      .min(3, 'Write a subject.')
      .max(150, 'Please keep the subject under 150 characters.'),
  ),
  body: templated(
    z
      .string('Write the e-mail.')
      .trim()
      .min(10, 'Write the e-mail.')
      .max(5000, 'Please keep the e-mail under 5,000 characters.'),
  ),
  /** Switched off: moves to this status send nothing. */
  active: z.boolean('Say whether the e-mail is sent (true or false).').default(true),
});
export type StageMailTemplateInput = z.infer<typeof stageMailTemplateInputSchema>;

export const stageMailTemplateSchema = z.object({
  statusCode: z.string(),
  statusLabel: z.string(),
  /** Null: this status has no template yet, and sends nothing. */
  template: z
    .object({ subject: z.string(), body: z.string(), active: z.boolean(), updatedAt: z.string() })
    .nullable(),
});
export type StageMailTemplate = z.infer<typeof stageMailTemplateSchema>;
export const stageMailTemplateListSchema = z.array(stageMailTemplateSchema);

export const stageMailTemplateParamsSchema = z.object({
  statusCode: z.string().regex(/^[A-Z][A-Z0-9_]{1,40}$/, 'Unknown status code.'),
});

const signature = 'Warm regards,  \nThe {{firmName}} careers team';
const statusPage =
  'You can see where your application stands at any time on [your status page]({{statusLink}}).';

/** The templates migration 0011 seeds (a test checks they match); also what tests reset to. */
export const DEFAULT_STAGE_MAIL_TEMPLATES: readonly (Omit<StageMailTemplateInput, 'active'> & {
  statusCode: string;
})[] = [
  {
    statusCode: 'PROFILE_SCREENED',
    subject: 'Your application for {{jobTitle}}: next steps',
    body: `Dear {{firstName}},\n\nThank you for your patience. We have read your application for **{{jobTitle}}** and would like to look at your profile more closely. There is nothing you need to do yet: we will be in touch about the next step.\n\n${statusPage}\n\n${signature}`,
  },
  {
    statusCode: 'INTERVIEWING',
    subject: 'Invitation to interview: {{jobTitle}}',
    body: `Dear {{firstName}},\n\nGood news: we would like to meet you to talk about the **{{jobTitle}}** role. A member of our team will contact you shortly to agree a time that suits you.\n\n${statusPage}\n\n${signature}`,
  },
  {
    statusCode: 'OFFER_RELEASED',
    subject: 'An offer for {{jobTitle}}',
    body: `Dear {{firstName}},\n\nWe are delighted to tell you that we are making you an offer for the **{{jobTitle}}** role. You will receive the details separately; please take the time you need to read them, and ask us anything.\n\n${statusPage}\n\n${signature}`,
  },
  {
    statusCode: 'REJECTED',
    subject: 'Your application for {{jobTitle}}',
    body: `Dear {{firstName}},\n\nThank you for the time you gave to your application for **{{jobTitle}}**. We have thought about it carefully and have decided not to take it further this time.\n\nWe know this is not the news you hoped for. We would be glad to hear from you again when another role suits you.\n\n${signature}`,
  },
  {
    statusCode: 'NO_SHOW',
    subject: 'We missed you: {{jobTitle}}',
    body: `Dear {{firstName}},\n\nWe were sorry not to see you at the time we arranged for the **{{jobTitle}}** role. If something came up, simply reply to this e-mail and we will see what we can do.\n\n${signature}`,
  },
];

/** GET /api/applications/stage-mails: what a move to each status can send, for the board's "E-mail the candidate". */
export const stageMailOffersSchema = z.object({
  /** How long a stage e-mail waits before it goes (STAGE_MAIL_DELAY_MINUTES). */
  delayMinutes: z.number().int(),
  /** The statuses with an active template, each with its subject (placeholders unfilled). */
  templates: z.array(z.object({ statusCode: z.string(), subject: z.string() })),
});
export type StageMailOffers = z.infer<typeof stageMailOffersSchema>;
