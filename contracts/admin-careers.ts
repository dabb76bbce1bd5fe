// Careers in the staff area: the add/edit form shared by the browser and the server, the list with its
// search, status filter and sorting, one career with applicant counts per status, and close/reopen.
import { z } from 'zod';
import { emptyToNull, pageOf, pagingQuerySchema, positiveIdSchema, requiredText } from './admin-common';
import { isShallowMarkdown, MARKDOWN_NESTING_MESSAGE } from './admin-markdown';
import { FIRST_DAY, isDayInRange, LAST_DAY, MAX_ID } from './bounds';
import { employmentTypeSchema } from './careers';
import { oneLine, plainLines } from './plain-text';
import { careerSorts, careerStatuses, employmentTypes } from './value-lists';

export { careerSorts, careerStatuses };
export const careerStatusSchema = z.enum(careerStatuses, 'Please choose OPEN, ON_HOLD, CLOSED or FILLED.');
export type CareerStatus = z.infer<typeof careerStatusSchema>;

export const careerStatusLabels: Record<CareerStatus, string> = {
  OPEN: 'Open',
  ON_HOLD: 'On hold',
  CLOSED: 'Closed',
  FILLED: 'Filled',
};

export const DESCRIPTION_MIN = 30;
export const DESCRIPTION_MAX = 20_000;
export const VACANCIES_MAX = 500;

/** YYYY-MM-DD that is a real day. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the closing date as a date (YYYY-MM-DD).')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'That closing date does not exist.')
  .refine(isDayInRange, `Please give a closing date from ${FIRST_DAY} to ${LAST_DAY}.`);

/** POST /api/admin/careers and PUT /api/admin/careers/{id}. The job ID is made by the server. */
export const careerFormSchema = z.object({
  title: oneLine(
    requiredText(3, 120, 'Please enter the job title.', 'Please keep the title under 120 characters.'),
    'title',
  ),
  department: oneLine(
    requiredText(2, 60, 'Please enter the department.', 'Please keep the department under 60 characters.'),
    'department',
  ),
  employmentType: z.enum(employmentTypes, 'Please choose the employment type.'),
  location: oneLine(
    requiredText(2, 120, 'Please enter the location.', 'Please keep the location under 120 characters.'),
    'location',
  ),
  experience: oneLine(
    requiredText(
      1,
      60,
      'Please enter the experience asked for, e.g. “2–4 years”.',
      'Please keep the experience under 60 characters.',
    ),
    'experience',
  ),
  vacancies: z.coerce
    .number<number | string>('Please enter how many people you are hiring.')
    .int('Vacancies must be a whole number.')
    .min(1, 'There must be at least one vacancy.')
    .max(VACANCIES_MAX, `Please enter at most ${VACANCIES_MAX} vacancies.`),
  description: plainLines(
    z
      .string('Please describe the job.')
      .trim()
      .min(DESCRIPTION_MIN, `Please describe the job in at least ${DESCRIPTION_MIN} characters.`)
      .max(
        DESCRIPTION_MAX,
        `Please keep the description under ${DESCRIPTION_MAX.toLocaleString('en-GB')} characters.`,
      )
      .refine(isShallowMarkdown, MARKDOWN_NESTING_MESSAGE),
    'description',
  ),
  clientSno: z.preprocess(
    emptyToNull,
    z.coerce
      .number<number | string>('Please choose a client from the list.')
      .int('Please choose a client from the list.')
      .positive('Please choose a client from the list.')
      .max(MAX_ID, 'Please choose a client from the list.')
      .nullable(),
  ),
  closingDate: z.preprocess(emptyToNull, isoDay.nullable()),
});
export type CareerFormInput = z.input<typeof careerFormSchema>;
export type CareerForm = z.output<typeof careerFormSchema>;

export const careerSortLabels: Record<(typeof careerSorts)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A–Z',
  applicants: 'Most applicants',
  closing: 'Closing soonest',
};
export type CareerSort = (typeof careerSorts)[number];

/** GET /api/admin/careers. */
export const careerListQuerySchema = pagingQuerySchema.extend({
  status: careerStatusSchema.optional(),
  sort: z.enum(careerSorts, `Sort by one of: ${careerSorts.join(', ')}.`).default('newest'),
  clientSno: positiveIdSchema('client number').optional(),
});
export type CareerListQuery = z.input<typeof careerListQuerySchema>;

const clientRefSchema = z.object({ sno: z.number().int(), name: z.string() });

export const adminCareerRowSchema = z.object({
  id: z.number().int(),
  jobId: z.string(),
  title: z.string(),
  department: z.string(),
  employmentType: employmentTypeSchema,
  location: z.string(),
  status: careerStatusSchema,
  vacancies: z.number().int(),
  /** ISO 8601. */
  postedAt: z.string(),
  closingDate: z.string().nullable(),
  client: clientRefSchema.nullable(),
  applicationsCount: z.number().int(),
});
export type AdminCareerRow = z.infer<typeof adminCareerRowSchema>;
export const adminCareerPageSchema = pageOf(adminCareerRowSchema);

export const statusCountSchema = z.object({
  statusCode: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type StatusCount = z.infer<typeof statusCountSchema>;

/** GET /api/admin/careers/{id}: everything the form edits, plus the applicants per pipeline status. */
export const adminCareerSchema = adminCareerRowSchema.extend({
  experience: z.string(),
  description: z.string(),
  descriptionHtml: z.string(),
  /** Every pipeline status in order, with how many of this job's applicants are in it. */
  applicantsByStatus: z.array(statusCountSchema),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type AdminCareer = z.infer<typeof adminCareerSchema>;

export const careerIdParamsSchema = z.object({ id: positiveIdSchema('career id') });

/** POST /api/admin/careers/{id}/status: close, reopen, hold or mark filled. */
export const careerStatusChangeSchema = z.object({ status: careerStatusSchema });
export type CareerStatusChange = z.infer<typeof careerStatusChangeSchema>;

/** GET /api/admin/careers/form-options: what the form offers in its selects. */
export const careerFormOptionsSchema = z.object({
  clients: z.array(clientRefSchema),
  departments: z.array(z.string()),
});
export type CareerFormOptions = z.infer<typeof careerFormOptionsSchema>;
