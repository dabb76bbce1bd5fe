// A staff member's private calendar feed of their interviews (contracts/calendar-feed.ts, docs/decisions/0057):
// one per account, made or replaced on their profile, read by Google Calendar or Outlook with no sign-in. Only
// the key's hash is kept, so the address is answered once, when it is made; a new key ends the old one at once.
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_SECONDS,
  type CalendarFeedStatus,
  calendarFeedPath,
} from '../../contracts/calendar-feed';
import { firm } from '../../contracts/firm';
import { writeCalendar } from '../calendar/ics-calendar';
import { interviewEvent } from '../calendar/interview-event';
import type { Db } from '../db/client';
import { calendarFeeds, interviewInterviewers, interviews, users } from '../db/schema';
import { interviewFacts } from './interview-invitations';
import { newSecretToken, secretTokenHash } from './secret-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** More than anyone interviews in the window the feed covers; a bound all the same. */
const FEED_LIMIT = 500;

export async function calendarFeedStatus(db: Db, userId: number): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { exists: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null, url: null };
}

/** A new key for `userId`'s feed, replacing any old one; the answer is the only time its address is told. */
export async function createCalendarFeed(
  db: Db,
  userId: number,
  publicUrl: string,
): Promise<CalendarFeedStatus> {
  const token = newSecretToken();
  const tokenHash = secretTokenHash(token);
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return {
    exists: true,
    createdAt: (feed?.createdAt ?? new Date()).toISOString(),
    url: `${publicUrl}${calendarFeedPath(token)}`,
  };
}

/** The feed `token` opens, as iCalendar text; null for any key that opens none (unknown, reset, account off). */
export async function calendarFeedIcs(db: Db, token: string): Promise<string | null> {
  const [owner] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, secretTokenHash(token)), eq(users.active, true)));
  if (!owner) return null;
  const now = Date.now();
  const rows = await db
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .where(
      and(
        eq(interviewInterviewers.userId, owner.userId),
        or(
          and(
            inArray(interviews.state, ['booked', 'rescheduled', 'held', 'no_show']),
            gte(interviews.startsAt, new Date(now - CALENDAR_FEED_PAST_DAYS.ended * DAY_MS)),
          ),
          // Shown as cancelled for a while, so a calendar that had it takes it out.
          and(
            eq(interviews.state, 'cancelled'),
            gte(interviews.startsAt, new Date(now - CALENDAR_FEED_PAST_DAYS.cancelled * DAY_MS)),
          ),
        ),
      ),
    )
    .orderBy(interviews.startsAt)
    .limit(FEED_LIMIT);
  const events = [];
  for (const { id } of rows) {
    const facts = await interviewFacts(db, id);
    if (facts?.startsAt) events.push(interviewEvent({ ...facts, startsAt: facts.startsAt }, 'interviewers'));
  }
  return writeCalendar({
    name: `Interviews · ${firm.name}`,
    refreshSeconds: CALENDAR_FEED_REFRESH_SECONDS,
    events,
  });
}
