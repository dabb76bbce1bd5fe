// A new application tells the recruiters who follow its career with "each application" (docs/decisions/0050):
// one e-mail each, queued in the transaction that stores the application, so both are kept or neither.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { RECRUITING } from '../../contracts/roles';
import { DEFAULT_TIME_ZONE, type FollowDelivery } from '../../contracts/staff-notifications';
import type { Db } from '../db/client';
import { applications, careerFollows, careers, employees, staffPreferences, users } from '../db/schema';
import { NEW_APPLICANT_MAIL, newApplicantNotice } from '../mail/applicant-notices';
import type { MailQueue } from '../mail/mail-queue';
import { readableLocal } from './local-time';

export interface Notifying {
  mail: Pick<MailQueue, 'enqueue'>;
  /** The site's public address, for the link to the board. */
  publicUrl: string;
}

/** Who may hear of applicants: an active account that sees them, with an e-mail address on file. */
export const hearsOfApplicants = and(
  eq(users.active, true),
  inArray(users.role, [...RECRUITING]),
  sql`trim(${employees.email}) <> ''`,
);

/** Followers of career `careerId` with `delivery`, with where to write and their clock. */
export function followersOf(db: Db, careerId: number, delivery: FollowDelivery) {
  return db
    .select({
      userId: users.id,
      name: employees.fullName,
      email: employees.email,
      timeZone: sql<string>`coalesce(${staffPreferences.timeZone}, ${DEFAULT_TIME_ZONE})`,
    })
    .from(careerFollows)
    .innerJoin(users, eq(users.id, careerFollows.userId))
    .innerJoin(employees, eq(employees.userId, users.id))
    .leftJoin(staffPreferences, eq(staffPreferences.userId, users.id))
    .where(and(eq(careerFollows.careerId, careerId), eq(careerFollows.delivery, delivery), hearsOfApplicants))
    .orderBy(asc(users.id));
}

/** In the application's own transaction `tx`: queues an e-mail to each "each" follower; how many. */
export async function notifyFollowersOfApplication(
  tx: Db,
  { mail, publicUrl }: Notifying,
  applicationId: number,
): Promise<number> {
  const [arrived] = await tx
    .select({
      fullName: applications.fullName,
      city: applications.city,
      appliedAt: applications.appliedAt,
      career: { id: careers.id, jobId: careers.jobId, title: careers.title, location: careers.location },
    })
    .from(applications)
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .where(eq(applications.id, applicationId));
  if (!arrived) return 0;
  const followers = await followersOf(tx, arrived.career.id, 'each');
  for (const follower of followers) {
    await mail.enqueue(tx, {
      kind: NEW_APPLICANT_MAIL,
      // Erased with the applicant, as every e-mail about them is.
      applicationId,
      message: newApplicantNotice({
        follower,
        career: arrived.career,
        applicant: {
          fullName: arrived.fullName,
          city: arrived.city,
          appliedAt: readableLocal(arrived.appliedAt, follower.timeZone),
        },
        publicUrl,
      }),
    });
  }
  return followers.length;
}
