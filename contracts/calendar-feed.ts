// A staff member's private calendar feed of their interviews (docs/decisions/0057): an address with a secret key
// that Google Calendar or Outlook subscribes to. Only the key's hash is kept, so its address can be shown once,
// when it is made; a new one ends the old.
import { z } from 'zod';
import { CALENDAR_FEED_PATH } from './api-paths';

/** GET/POST MY_CALENDAR_FEED_PATH: whether a feed exists, since when, and its address only right after POST. */
export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
  /** The whole address; null except in the answer to the POST that made it (only its hash is kept). */
  url: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The key's shape: 32 random bytes, base64url. */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const CALENDAR_FEED_TEXTS = {
  malformed: 'A calendar address ends in its 43-character key and “.ics”.',
  unknown: 'There is no such calendar. Its link may have been reset: ask for the new one on your profile.',
} as const;

/** GET CALENDAR_FEED_PATH/{key}.ics */
export const calendarFeedParamsSchema = z.object({
  file: z
    .string()
    .max(60)
    .refine(
      (file) => file.endsWith('.ics') && CALENDAR_FEED_TOKEN.test(file.slice(0, -4)),
      CALENDAR_FEED_TEXTS.malformed,
    )
    .transform((file) => file.slice(0, -4)),
});

/** The feed's path for `token`. */
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PATH}/${token}.ics`;

/** How often calendars are asked to look again (REFRESH-INTERVAL); Google and Outlook choose their own. */
export const CALENDAR_FEED_REFRESH_SECONDS = 60 * 60;
/** How long an ended interview stays in the feed: held ones as history, cancelled ones as STATUS:CANCELLED. */
export const CALENDAR_FEED_PAST_DAYS = { ended: 90, cancelled: 30 } as const;
