// Recruiting reports (docs/decisions/0019): GET /api/reports/recruiting for admins and recruiters, computed
// in SQL from the applications and their stage history (server/services/recruiting-report.ts).
//
// What the figures mean:
// - an application *reached* a status when its history has a row into it (every application reached APPLIED);
// - days in a status are counted for the applications that have left it (an open stay has no length yet);
// - time to offer: from applying to the first move into OFFER_RELEASED;
// - time to fill: per career, from its posting to its first applicant moved into POSITION_FILLED;
// - a hire is an application that reached OFFER_ACCEPTED;
// - time to first interview: from applying to the start of the application's first interview that was booked
//   (booked, moved, held or a no-show; never a proposal nor a cancelled one) (docs/decisions/0058);
// - interviews per hire: interviews held (state "held") per application that reached POSITION_FILLED;
// - days are decimal days (24 h), rounded to one decimal; medians and 90th percentiles interpolate
//   (PostgreSQL's percentile_cont).
import { z } from 'zod';
import { daySchema, positiveIdSchema } from './admin-common';

/** The statuses the report names for its offer, hire and fill figures. */
export const OFFER_STATUS = 'OFFER_RELEASED';
export const HIRE_STATUS = 'OFFER_ACCEPTED';
export const FILLED_STATUS = 'POSITION_FILLED';

/** Filters: applications made in the period (UTC days, both ends included), and of which careers. */
export const recruitingReportQuerySchema = z
  .object({
    from: daySchema('first day', 'Give the first day as YYYY-MM-DD.').optional(),
    to: daySchema('last day', 'Give the last day as YYYY-MM-DD.').optional(),
    department: z
      .string()
      .trim()
      .min(1, 'Choose a department, or leave the filter out.')
      .max(100, 'A department has at most 100 characters.')
      .optional(),
    careerId: positiveIdSchema('career id').optional(),
    clientSno: positiveIdSchema('client number').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The period cannot end before it starts.',
    path: ['to'],
  });
export type RecruitingReportQuery = z.infer<typeof recruitingReportQuerySchema>;

const days = z.number().nullable();
/** A median and a 90th percentile of days, over `count` cases (null when there are none). */
export const durationSchema = z.object({ count: z.number().int(), medianDays: days, p90Days: days });
export type Duration = z.infer<typeof durationSchema>;

export const funnelStageSchema = z.object({
  statusCode: z.string(),
  label: z.string(),
  reached: z.number().int(),
  /** reached of the next stage / reached of this one; null for the last stage or when none reached this. */
  conversionToNext: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;

export const recruitingReportSchema = z.object({
  /** What the filters can choose from: every department, career and client. */
  options: z.object({
    departments: z.array(z.string()),
    careers: z.array(z.object({ careerId: z.number().int(), title: z.string(), jobId: z.string() })),
    clients: z.array(z.object({ sno: z.number().int(), name: z.string() })),
  }),
  /** The main path's stages in order (the side exits, rejected and no-show, are not stages of it). */
  funnel: z.array(funnelStageSchema),
  funnelByCareer: z.array(
    z.object({
      careerId: z.number().int(),
      title: z.string(),
      jobId: z.string(),
      stages: z.array(funnelStageSchema),
    }),
  ),
  timeInStatus: z.array(durationSchema.extend({ statusCode: z.string(), label: z.string() })),
  timeToOffer: durationSchema,
  timeToFill: durationSchema,
  timeToFirstInterview: durationSchema,
  interviewsPerHire: z.object({
    /** Applications that reached POSITION_FILLED. */
    filled: z.number().int(),
    /** Interviews held for them. */
    held: z.number().int(),
    /** held / filled, to one decimal; null when none was filled. */
    perHire: z.number().nullable(),
  }),
  sources: z.array(
    z.object({
      /** Null: not recorded. */
      source: z.string().nullable(),
      applicants: z.number().int(),
      hires: z.number().int(),
    }),
  ),
  /** Rejections of the chosen applications by reason (decision 0020), most first; "No reason given" for those
   * rejected without one (the required move call, docs/requirements.md#api-move). */
  rejectionReasons: z.array(z.object({ reason: z.string(), rejected: z.number().int() })),
  openPositions: z.array(
    z.object({
      careerId: z.number().int(),
      title: z.string(),
      jobId: z.string(),
      department: z.string(),
      postedAt: z.iso.datetime({ offset: true }),
      ageDays: z.number().int(),
      applicants: z.number().int(),
    }),
  ),
});
export type RecruitingReport = z.infer<typeof recruitingReportSchema>;
