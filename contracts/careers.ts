// Careers on the wire: the public list and detail (docs/requirements.md#entity-career), the apply form shared
// by the browser and the server, and the rules both sides need (slug, résumé limits).
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';
import {
  isPlainSourceLabel,
  PLAIN_SOURCE_MESSAGE,
  SOURCE_MAX_LENGTH,
  sourceFieldNames,
  sourceLabel,
} from './application-source';
import { errorEnvelopeSchema } from './errors';
import { locationSchema } from './location-schema';
import { emailSchema, fullNameSchema, phoneSchema } from './person-fields';
import { employmentTypes } from './value-lists';

export const employmentTypeSchema = z.enum(employmentTypes);

/** One open job in GET /api/careers/all: the required fields (docs/requirements.md#entity-career) plus when
 * it was posted. */
export const careerListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  employmentType: employmentTypeSchema,
  location: z.string(),
  jobId: z.string(),
  experience: z.string(),
  vacancies: z.number().int(),
  /** ISO 8601 timestamp. */
  postedAt: z.iso.datetime(),
});
export type CareerListItem = z.infer<typeof careerListItemSchema>;

export const careerListSchema = z.array(careerListItemSchema);

/** GET /api/careers/{id} for an open job. */
export const careerDetailSchema = careerListItemSchema.extend({
  /** The description rendered from the recruiter's markdown and sanitised on the server. */
  descriptionHtml: z.string(),
  /** Last day applications are taken (YYYY-MM-DD), when the job has one. */
  closingDate: z.iso.date().nullable(),
  /** Until when the posting is advertised (ISO 8601): the closing date, else 90 days after posting. */
  validThrough: z.iso.datetime(),
});
export type CareerDetail = z.infer<typeof careerDetailSchema>;

export const careerIdParamsSchema = z.object({ id: positiveIdSchema('job id') });

/** Enough of a job to name it on a "closed" page or in an e-mail about it. */
export const careerSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  jobId: z.string(),
  department: z.string(),
  location: z.string(),
});
export type CareerSummary = z.infer<typeof careerSummarySchema>;

/** 410 (the job is closed): the usual error envelope plus the job it is about. */
export const careerErrorSchema = errorEnvelopeSchema.extend({ career: careerSummarySchema });
export type CareerError = z.infer<typeof careerErrorSchema>;

// ---------------------------------------------------------------------------------------------------
// Applying: POST /api/careers/{id}/applications, multipart/form-data.

/** The multipart field names; the résumé is the one file part. */
export const applicationFieldNames = ['fullName', 'email', 'mobile', 'state', 'city', 'consent'] as const;
export const RESUME_FIELD = 'resume';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The résumé formats accepted; the server decides by the file's content, never by its name. */
export const resumeFormats = [
  { extension: 'pdf', contentType: 'application/pdf', label: 'PDF' },
  { extension: 'doc', contentType: 'application/msword', label: 'DOC' },
  {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'DOCX',
  },
] as const;
export type ResumeExtension = (typeof resumeFormats)[number]['extension'];

/** For the file input's accept attribute. */
export const RESUME_ACCEPT = resumeFormats.flatMap((f) => [`.${f.extension}`, f.contentType]).join(',');

export const resumeMessages = {
  missing: 'Please attach your résumé (PDF, DOC or DOCX, up to 5 MB).',
  empty: 'The attached file is empty. Please attach your résumé (PDF, DOC or DOCX, up to 5 MB).',
  tooLarge: 'Your résumé is larger than 5 MB. Please attach a smaller PDF, DOC or DOCX file.',
  wrongType: 'Please attach your résumé as a PDF, DOC or DOCX file.',
  unrecognised:
    'This file is not a PDF, DOC or DOCX document (we check the content, not the name). Please attach your résumé in one of those formats.',
} as const;

/** What is wrong with a chosen file before it is sent (by name and size; the server checks the content). */
export function resumeFileProblem(
  file: { name: string; size: number } | null | undefined,
): string | undefined {
  if (!file) return resumeMessages.missing;
  if (file.size === 0) return resumeMessages.empty;
  if (file.size > RESUME_MAX_BYTES) return resumeMessages.tooLarge;
  const extension = file.name.toLowerCase().split('.').pop();
  if (!resumeFormats.some((f) => f.extension === extension)) return resumeMessages.wrongType;
  return undefined;
}

export const CONSENT_MESSAGE =
  'Please agree to us processing your details for recruitment; we cannot consider an application without it.';

/** The apply form's fields (all but the file). Multipart sends the consent box as the string "true". */
export const applicationFieldsSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    mobile: phoneSchema,
    consent: z.preprocess((value) => value === true || value === 'true', z.literal(true, CONSENT_MESSAGE)),
  })
  // An intersection rather than an extension, so state and city errors show alongside the others.
  .and(locationSchema);
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

/** A source as sent or set by hand: lower-cased, a plain label (docs/decisions/0043); empty is none. */
export const sourceTextSchema = z
  .string()
  .max(SOURCE_MAX_LENGTH, `At most ${SOURCE_MAX_LENGTH} characters, please.`)
  .transform(sourceLabel)
  .refine((label) => label === '' || isPlainSourceLabel(label), PLAIN_SOURCE_MESSAGE)
  .transform((label) => label || undefined);

/** Where the applicant came from (contracts/application-source.ts), each part optional. */
export const applicationSourceSchema = z.object({
  source: sourceTextSchema.optional(),
  sourceMedium: sourceTextSchema.optional(),
  sourceCampaign: sourceTextSchema.optional(),
});

/** What the server reads from an application: the form's fields and where the applicant came from. */
export const applicationSubmissionSchema = applicationFieldsSchema.and(applicationSourceSchema);
export type ApplicationSubmission = z.infer<typeof applicationSubmissionSchema>;
export const applicationSubmissionFieldNames = [...applicationFieldNames, ...sourceFieldNames] as const;

/**
 * 201 answer to an application: the same for a new one and for one from someone already in process for the
 * job, so it names no application and tells a stranger nothing (docs/decisions/0041).
 */
export const applicationCreatedSchema = z.object({
  career: careerSummarySchema,
  status: z.literal('APPLIED'),
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;
