// Careers a recruiter follows and how they hear of new applicants (issue 61.4, docs/decisions/0050): an
// e-mail per application, a daily digest at a local time of their choosing, or nothing.
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';
import { careerStatuses } from './value-lists';

export const followDeliveries = ['each', 'digest', 'none'] as const;
export type FollowDelivery = (typeof followDeliveries)[number];

/** How each choice reads on the page. */
export const FOLLOW_DELIVERY_LABELS: Record<FollowDelivery, string> = {
  each: 'Each application',
  digest: 'Daily digest',
  none: 'Nothing',
};

/** The migration's defaults (0019): a staff member who never chose hears at 09:00 in India. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_DIGEST_TIME = '09:00';

/** The firm's offices' zones, offered first. */
export const OFFICE_TIME_ZONES = [
  { zone: 'Asia/Kolkata', label: 'Hyderabad (India)' },
  { zone: 'Europe/London', label: 'Manchester (UK)' },
] as const;

/** An IANA zone name this runtime knows ("Asia/Kolkata", "UTC"): not an offset such as "+05:30". */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TIME_ZONE_MESSAGE = 'Choose a time zone from the list, such as Asia/Kolkata or Europe/London.';
const DIGEST_TIME_MESSAGE = 'Give the time as HH:MM on the 24-hour clock, such as 09:00 or 17:30.';

export const digestSettingsSchema = z.object({
  /** IANA time zone the digest time is read in. */
  timeZone: z.string(),
  /** "HH:MM", 24-hour, local to timeZone. */
  digestTime: z.string(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

/** PUT …/digest-settings. */
export const digestSettingsInputSchema = z.object({
  timeZone: z
    .string(TIME_ZONE_MESSAGE)
    .trim()
    .max(64, TIME_ZONE_MESSAGE)
    .refine(isTimeZone, TIME_ZONE_MESSAGE),
  digestTime: z.string(DIGEST_TIME_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, DIGEST_TIME_MESSAGE),
});
export type DigestSettingsInput = z.infer<typeof digestSettingsInputSchema>;

/** A career as the following page lists it, with how its applicants reach this staff member. */
export const followedCareerSchema = z.object({
  id: z.number().int(),
  jobId: z.string(),
  title: z.string(),
  location: z.string(),
  status: z.enum(careerStatuses),
  /** Null: not followed (the same as "Nothing" to the person choosing). */
  delivery: z.enum(followDeliveries).nullable(),
});
export type FollowedCareer = z.infer<typeof followedCareerSchema>;

/** GET …/following: every career, open ones first, and the digest settings. */
export const followingSchema = z.object({
  careers: z.array(followedCareerSchema),
  digest: digestSettingsSchema,
});
export type Following = z.infer<typeof followingSchema>;

const DELIVERY_MESSAGE = 'Choose each, digest or none.';

/** PUT …/following/:careerId. */
export const followInputSchema = z.object({
  delivery: z.enum(followDeliveries, DELIVERY_MESSAGE),
});
export type FollowInput = z.infer<typeof followInputSchema>;

export const followParamsSchema = z.object({ careerId: positiveIdSchema('career id') });
