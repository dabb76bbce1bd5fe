// A recruiter's follows and digest settings (docs/decisions/0050): always the caller's own rows. Only the time
// zone and digest columns of staff_preferences are written here; the board's columns are its own.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_DIGEST_TIME,
  DEFAULT_TIME_ZONE,
  type DigestSettings,
  type DigestSettingsInput,
  type FollowDelivery,
  type FollowedCareer,
  type Following,
} from '../../contracts/staff-notifications';
import type { Db } from '../db/client';
import { careerFollows, careers, staffPreferences } from '../db/schema';
import { NotFoundError } from '../domain-errors';
import { unknownCareerMessage } from './careers';

const careerColumns = {
  id: careers.id,
  jobId: careers.jobId,
  title: careers.title,
  location: careers.location,
  status: careers.status,
};

/** Every career, open ones first (newest first within each status), with how `userId` follows it. */
export async function listFollowing(db: Db, userId: number): Promise<Following> {
  const [rows, digest] = await Promise.all([
    db
      .select({ ...careerColumns, delivery: careerFollows.delivery })
      .from(careers)
      .leftJoin(careerFollows, and(eq(careerFollows.careerId, careers.id), eq(careerFollows.userId, userId)))
      .orderBy(sql`${careers.status} <> 'OPEN'`, desc(careers.postedAt), asc(careers.id)),
    digestSettings(db, userId),
  ]);
  return { careers: rows, digest };
}

/** Follows career `careerId` (or changes how), answering the career as the list shows it. */
export async function setFollow(
  db: Db,
  userId: number,
  careerId: number,
  delivery: FollowDelivery,
): Promise<FollowedCareer> {
  const [career] = await db.select(careerColumns).from(careers).where(eq(careers.id, careerId));
  if (!career) throw new NotFoundError(unknownCareerMessage(careerId));
  await db
    .insert(careerFollows)
    .values({ userId, careerId, delivery })
    .onConflictDoUpdate({ target: [careerFollows.userId, careerFollows.careerId], set: { delivery } });
  return { ...career, delivery };
}

/** Stops following; unknown careers are 404, a career not followed is simply left so. */
export async function unfollow(db: Db, userId: number, careerId: number): Promise<void> {
  const [career] = await db.select({ id: careers.id }).from(careers).where(eq(careers.id, careerId));
  if (!career) throw new NotFoundError(unknownCareerMessage(careerId));
  await db
    .delete(careerFollows)
    .where(and(eq(careerFollows.userId, userId), eq(careerFollows.careerId, careerId)));
}

export async function digestSettings(db: Db, userId: number): Promise<DigestSettings> {
  const [row] = await db
    .select({ timeZone: staffPreferences.timeZone, digestTime: staffPreferences.digestTime })
    .from(staffPreferences)
    .where(eq(staffPreferences.userId, userId));
  return row ?? { timeZone: DEFAULT_TIME_ZONE, digestTime: DEFAULT_DIGEST_TIME };
}

/**
 * Saves the zone and time. The day's digest already sent stays sent: moving the time later the same day does
 * not send a second one (last_digest_on is left alone).
 */
export async function saveDigestSettings(
  db: Db,
  userId: number,
  input: DigestSettingsInput,
): Promise<DigestSettings> {
  await db
    .insert(staffPreferences)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: staffPreferences.userId, set: { ...input, updatedAt: sql`now()` } });
  return digestSettings(db, userId);
}
