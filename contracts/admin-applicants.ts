// An applicant's personal data, for admins (docs/decisions/0007): the export archive's applicant.json,
// the erasure's answer and the audit log of exports, erasures and purges.
import { z } from 'zod';
import { pageOf, pagingQuerySchema, positiveIdSchema } from './admin-common';
import { sourceTextSchema } from './careers';
import { auditActions } from './value-lists';

export const applicantIdParamsSchema = z.object({ id: positiveIdSchema('application id') });

/** The archive's name: `applicant-{id}-personal-data.zip`. */
export const exportArchiveName = (applicationId: number) => `applicant-${applicationId}-personal-data.zip`;
/** The JSON document inside the archive; the résumé sits beside it under `resume/`. */
export const EXPORT_JSON_NAME = 'applicant.json';

const isoDate = z.iso.datetime({ offset: true });

/** Everything held about one applicant, as applicant.json in the export archive. */
export const personalDataExportSchema = z.object({
  exportedAt: isoDate,
  exportedBy: z.string(),
  application: z.object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    /** Where they came from (contracts/application-source.ts). */
    source: z.object({
      source: z.string().nullable(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
    }),
    status: z.object({ statusCode: z.string(), label: z.string() }),
    consentAt: isoDate,
    appliedAt: isoDate,
    updatedAt: isoDate,
  }),
  career: z.object({ id: z.number().int(), jobId: z.string(), title: z.string() }),
  statusHistory: z.array(
    z.object({
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      note: z.string().nullable(),
      /** The staff member's display name; null for the applicant's own application. */
      changedBy: z.string().nullable(),
      changedAt: isoDate,
    }),
  ),
  resume: z
    .object({
      filename: z.string().nullable(),
      contentType: z.string().nullable(),
      size: z.number().int().nullable(),
      /** The résumé's path inside the archive; null when the stored file is missing. */
      file: z.string().nullable(),
    })
    .nullable(),
  /** What else is (not) kept, e.g. that e-mails sent are not stored. */
  notes: z.array(z.string()),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** PUT /api/admin/applications/{id}/source: an applicant's source set by hand (empty: none). */
export const applicantSourceInputSchema = z.object({ source: sourceTextSchema });
export const applicantSourceSchema = z.object({
  applicationId: z.number().int(),
  source: z.string().nullable(),
});
export type ApplicantSource = z.infer<typeof applicantSourceSchema>;

/** DELETE /api/admin/applications/{id}: what was erased. */
export const erasedApplicantSchema = z.object({
  applicationId: z.number().int(),
  statusHistoryRows: z.number().int().min(0),
  /** True when a résumé file was removed from storage. */
  resumeFileRemoved: z.boolean(),
});
export type ErasedApplicant = z.infer<typeof erasedApplicantSchema>;

export type AuditAction = (typeof auditActions)[number];

/** One audit row: who did what to which application, when, with counts, never the personal data. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  /** The staff username, or "system" for the scheduled jobs. */
  actor: z.string(),
  applicationId: z.number().int().nullable(),
  details: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  at: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = pagingQuerySchema.pick({ page: true, pageSize: true }).extend({
  action: z.enum(auditActions, `The action must be one of: ${auditActions.join(', ')}.`).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogPageSchema = pageOf(auditEntrySchema);
