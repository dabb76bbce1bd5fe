// Application statuses: the wire shape, the eight defaults (docs/requirements.md#application-statuses) and
// WITHDRAWN (decision 0020).
import { z } from 'zod';

export const defaultStatusCodes = [
  'APPLIED',
  'PROFILE_SCREENED',
  'INTERVIEWING',
  'OFFER_RELEASED',
  'OFFER_ACCEPTED',
  'POSITION_FILLED',
  'NO_SHOW',
  'REJECTED',
] as const;

export type DefaultStatusCode = (typeof defaultStatusCodes)[number];

export const applicationStatusSchema = z.object({
  id: z.number().int(),
  statusCode: z.string().min(1),
  label: z.string().min(1),
  sortOrder: z.number().int(),
});

export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The candidate withdrew: reached by a withdrawal, never offered in "Move to" (machines/applicant-pipeline.ts). */
export const WITHDRAWN_STATUS = 'WITHDRAWN';

/** What every new database holds (migrations 0001 and 0008): the eight required statuses
 * (docs/requirements.md#application-statuses) and WITHDRAWN. */
export const DEFAULT_STATUSES: readonly ApplicationStatus[] = [
  { id: 1, statusCode: 'APPLIED', label: 'Applied', sortOrder: 1 },
  { id: 2, statusCode: 'PROFILE_SCREENED', label: 'Profile Screened', sortOrder: 2 },
  { id: 3, statusCode: 'INTERVIEWING', label: 'Interviewing', sortOrder: 3 },
  { id: 4, statusCode: 'OFFER_RELEASED', label: 'Offer Released', sortOrder: 4 },
  { id: 5, statusCode: 'OFFER_ACCEPTED', label: 'Offer Accepted', sortOrder: 5 },
  { id: 6, statusCode: 'POSITION_FILLED', label: 'Position Filled', sortOrder: 6 },
  { id: 7, statusCode: 'NO_SHOW', label: 'No Show', sortOrder: 90 },
  { id: 9, statusCode: WITHDRAWN_STATUS, label: 'Withdrawn', sortOrder: 95 },
  { id: 8, statusCode: 'REJECTED', label: 'Rejected', sortOrder: 99 },
];

/** What the board falls back to when the server's list cannot be loaded: the eight defaults exactly
 * (docs/requirements.md#errors-recruiter-load), so a board without its server offers no withdrawal. */
export const FALLBACK_STATUSES: readonly ApplicationStatus[] = DEFAULT_STATUSES.filter(
  (status) => status.statusCode !== WITHDRAWN_STATUS,
);
