// The daily digest (docs/decisions/0050): once a staff member's local time passes their digest time, one e-mail
// lists the applications that arrived since their last digest for the careers they follow with "digest".
// Every server may look; the day is claimed by one atomic UPDATE of last_digest_on, and the e-mail is queued
// in the claim's transaction, so a day's digest goes once, or (if queueing fails) the claim is undone too.
import { and, asc, eq, exists, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  DEFAULT_DIGEST_TIME,
  DEFAULT_TIME_ZONE,
  type FollowDelivery,
} from '../../contracts/staff-notifications';
import type { Db } from '../db/client';
import { applications, careerFollows, careers, employees, staffPreferences, users } from '../db/schema';
import { APPLICANT_DIGEST_MAIL, applicantDigest, type DigestCareer } from '../mail/applicant-notices';
import type { MailQueue } from '../mail/mail-queue';
import { hearsOfApplicants } from './applicant-notices';
import { localMoment, readableLocal } from './local-time';

const HOUR = 60 * 60 * 1000;
/** A first digest looks back one day. */
const FIRST_DIGEST_LOOKS_BACK_MS = 24 * HOUR;
/** Nor does any digest reach further back: a follow switched to "digest" after months lists a week at most. */
const LONGEST_LOOK_BACK_MS = 7 * 24 * HOUR;

const DIGEST: FollowDelivery = 'digest';

export interface Digesting {
  db: Db;
  mail: Pick<MailQueue, 'enqueue'>;
  publicUrl: string;
  log?: { error(object: object, message: string): void };
}

export interface DigestRound {
  /** Members whose day was claimed by this round. */
  claimed: number;
  /** Digests queued (a claimed day with nothing new sends none). */
  sent: number;
}

interface Member {
  userId: number;
  name: string;
  email: string;
  timeZone: string;
  digestTime: string;
  lastDigestOn: string | null;
}

/** Staff who may hear of applicants and follow at least one career with "digest". */
function digestMembers(db: Db): Promise<Member[]> {
  return db
    .select({
      userId: users.id,
      name: employees.fullName,
      email: employees.email,
      timeZone: sql<string>`coalesce(${staffPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
      digestTime: sql<string>`coalesce(${staffPreferences.digestTime}, ${DEFAULT_DIGEST_TIME})`,
      lastDigestOn: staffPreferences.lastDigestOn,
    })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.id))
    .leftJoin(staffPreferences, eq(staffPreferences.userId, users.id))
    .where(
      and(
        hearsOfApplicants,
        exists(
          db
            .select({ one: sql`1` })
            .from(careerFollows)
            .where(and(eq(careerFollows.userId, users.id), eq(careerFollows.delivery, DIGEST))),
        ),
      ),
    )
    .orderBy(asc(users.id));
}

/** Whether `member`'s digest of their local today is due at `now` and not yet claimed. */
export function digestDue(member: Pick<Member, 'timeZone' | 'digestTime' | 'lastDigestOn'>, now: Date) {
  const local = localMoment(now, member.timeZone);
  const due =
    local.time >= member.digestTime && (member.lastDigestOn === null || member.lastDigestOn < local.date);
  return due ? local.date : null;
}

/**
 * One round, as every server's tick runs it: each member whose digest is due is claimed, and their digest
 * queued with the claim. `now` is the clock (tests give their own).
 */
export async function sendDueDigests(digesting: Digesting, now = new Date()): Promise<DigestRound> {
  const round: DigestRound = { claimed: 0, sent: 0 };
  for (const member of await digestMembers(digesting.db)) {
    const today = digestDue(member, now);
    if (!today) continue;
    try {
      const outcome = await claimAndSend(digesting, member, today, now);
      if (outcome !== 'taken') round.claimed += 1;
      if (outcome === 'sent') round.sent += 1;
    } catch (error) {
      // One member's failure (undone with its claim) does not keep the others' digests back.
      digesting.log?.error({ err: error, userId: member.userId }, 'a daily digest was not sent');
    }
  }
  return round;
}

/** 'taken': another round (another server) has this day already. */
async function claimAndSend(
  { db, mail, publicUrl }: Digesting,
  member: Member,
  today: string,
  now: Date,
): Promise<'taken' | 'empty' | 'sent'> {
  return db.transaction(async (tx) => {
    // A member who never saved settings has no row yet: the defaults' row is made to be claimed.
    await tx.insert(staffPreferences).values({ userId: member.userId }).onConflictDoNothing();
    // Locks the row: a round racing this one waits here, then reads the day as claimed.
    const [before] = await tx
      .select({ lastDigestAt: staffPreferences.lastDigestAt })
      .from(staffPreferences)
      .where(eq(staffPreferences.userId, member.userId))
      .for('update');
    // The claim: only a row whose day is still before `today` moves (never backwards, if the zone changed).
    const [claimed] = await tx
      .update(staffPreferences)
      .set({ lastDigestOn: today, lastDigestAt: now })
      .where(
        and(
          eq(staffPreferences.userId, member.userId),
          or(isNull(staffPreferences.lastDigestOn), lt(staffPreferences.lastDigestOn, today)),
        ),
      )
      .returning({ userId: staffPreferences.userId });
    if (!claimed) return 'taken';
    const since = lookBackFrom(before?.lastDigestAt ?? null, now);
    const followed = await arrivedSince(tx, member.userId, since, now);
    // Nothing new: the day is claimed all the same, and no e-mail says so.
    if (followed.length === 0) return 'empty';
    const careersWithNews: DigestCareer[] = followed.map(({ career, applicants }) => ({
      career,
      applicants: applicants.map((a) => ({
        fullName: a.fullName,
        city: a.city,
        appliedAt: readableLocal(a.appliedAt, member.timeZone),
      })),
    }));
    await mail.enqueue(tx, {
      kind: APPLICANT_DIGEST_MAIL,
      message: applicantDigest({
        follower: member,
        since: readableLocal(since, member.timeZone),
        careers: careersWithNews,
        publicUrl,
      }),
    });
    return 'sent';
  });
}

function lookBackFrom(lastDigestAt: Date | null, now: Date): Date {
  const first = new Date(now.getTime() - FIRST_DIGEST_LOOKS_BACK_MS);
  if (!lastDigestAt) return first;
  return new Date(Math.max(lastDigestAt.getTime(), now.getTime() - LONGEST_LOOK_BACK_MS));
}

interface Arrived {
  career: DigestCareer['career'];
  applicants: { fullName: string; city: string | null; appliedAt: Date }[];
}

/** Applications after `since` up to `now` for the careers `userId` follows with "digest", by career. */
async function arrivedSince(tx: Db, userId: number, since: Date, now: Date): Promise<Arrived[]> {
  const rows = await tx
    .select({
      career: { id: careers.id, jobId: careers.jobId, title: careers.title, location: careers.location },
      fullName: applications.fullName,
      city: applications.city,
      appliedAt: applications.appliedAt,
    })
    .from(careerFollows)
    .innerJoin(careers, eq(careers.id, careerFollows.careerId))
    .innerJoin(applications, eq(applications.careerId, careers.id))
    .where(
      and(
        eq(careerFollows.userId, userId),
        eq(careerFollows.delivery, DIGEST),
        gt(applications.appliedAt, since),
        lte(applications.appliedAt, now),
      ),
    )
    .orderBy(asc(careers.title), asc(careers.id), asc(applications.appliedAt), asc(applications.id));
  const byCareer = new Map<number, Arrived>();
  for (const { career, ...applicant } of rows) {
    let entry = byCareer.get(career.id);
    if (!entry) {
      entry = { career, applicants: [] };
      byCareer.set(career.id, entry);
    }
    entry.applicants.push(applicant);
  }
  return [...byCareer.values()];
}
