// Clients in the staff area: the add/edit form shared by browser and server, the searchable list, and
// the careers run for each client with their job status and applicant counts.
import { z } from 'zod';
import { adminCareerRowSchema, careerStatusSchema } from './admin-careers';
import { emptyToNull, pageOf, pagingQuerySchema, positiveIdSchema, requiredText } from './admin-common';
import { emailSchema, fullNameSchema } from './person-fields';
import { oneLine, plainLines } from './plain-text';

const optionalLine = (max: number, what: string) =>
  z.preprocess(
    emptyToNull,
    oneLine(z.string().max(max, `Please keep the ${what} under ${max} characters.`), what).nullable(),
  );

/**
 * A company's phone, landline or mobile, anywhere: "+" and the country code, then digits with spaces,
 * dashes or brackets; 8 to 15 digits in all (E.164).
 */
export const businessPhoneSchema = z
  .string()
  .trim()
  .regex(
    /^\+[0-9][0-9 ()-]*$/,
    'Please enter the number with its country code, like +44 161 496 0142 or +91 40 1234 5678.',
  )
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'A phone number has 8 to 15 digits with its country code.')
  .transform((value) => value.replace(/\s+/g, ' '));

/** POST /api/admin/clients and PUT /api/admin/clients/{sno}. */
export const clientFormSchema = z.object({
  name: oneLine(
    requiredText(2, 120, 'Please enter the company name.', 'Please keep the name under 120 characters.'),
    'company name',
  ),
  contactPerson: z.preprocess(emptyToNull, fullNameSchema.nullable()),
  email: z.preprocess(emptyToNull, emailSchema.nullable()),
  phone: z.preprocess(emptyToNull, businessPhoneSchema.nullable()),
  industry: optionalLine(80, 'industry'),
  country: optionalLine(60, 'country'),
  address: z.preprocess(
    emptyToNull,
    z.string().max(300, 'Please keep the address under 300 characters.').nullable(),
  ),
  notes: z.preprocess(
    emptyToNull,
    plainLines(z.string().max(2000, 'Please keep the notes under 2,000 characters.'), 'notes').nullable(),
  ),
});
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientForm = z.output<typeof clientFormSchema>;

/** GET /api/admin/clients. */
export const clientListQuerySchema = pagingQuerySchema;
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientRowSchema = z.object({
  sno: z.number().int(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  /** Careers run for the client, and how many of them are open. */
  jobsCount: z.number().int(),
  openJobsCount: z.number().int(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;
export const clientPageSchema = pageOf(clientRowSchema);

/** GET /api/admin/clients/{sno}. */
export const clientSchema = clientRowSchema.extend({
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSnoParamsSchema = z.object({ sno: positiveIdSchema('client number') });

/** GET /api/admin/clients/{sno}/jobs: the client and its careers, newest first, with applicant counts. */
export const clientJobsQuerySchema = pagingQuerySchema.extend({ status: careerStatusSchema.optional() });
export type ClientJobsQuery = z.input<typeof clientJobsQuerySchema>;
export const clientJobsSchema = pageOf(adminCareerRowSchema).extend({
  client: z.object({ sno: z.number().int(), name: z.string() }),
});
export type ClientJobs = z.infer<typeof clientJobsSchema>;
