// The person an arriving application belongs to (docs/decisions/0047): found by e-mail (any case) or mobile,
// as the duplicate rule matches, and followed through merges to the record that survives; else a new one.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, people } from '../db/schema';

export interface Applicant {
  fullName: string;
  email: string;
  mobile: string;
}

/** More hops than any real chain of merges: a cycle (which merges refuse) cannot hang an application. */
const MAX_MERGE_HOPS = 50;

/**
 * Sets application `applicationId`'s person, in the caller's transaction. Two applications of a new person
 * sent together wait for each other on their e-mail's and mobile's locks, so they cannot make two people.
 */
export async function attachToPerson(tx: Db, applicationId: number, applicant: Applicant, at = new Date()) {
  const email = applicant.email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(47, hashtext(${email})),
    pg_advisory_xact_lock(48, hashtext(${applicant.mobile}))`);
  const personId =
    (await matchingPerson(tx, email, applicant.mobile)) ?? (await newPerson(tx, applicant, email, at));
  await tx.update(applications).set({ personId }).where(eq(applications.id, applicationId));
  // A person's name and contacts are their newest application's.
  await tx
    .update(people)
    .set({ fullName: applicant.fullName, email, mobile: applicant.mobile, updatedAt: at })
    .where(eq(people.id, personId));
  return personId;
}

async function matchingPerson(tx: Db, email: string, mobile: string): Promise<number | undefined> {
  const [found] = await tx
    .select({ id: people.id, mergedIntoId: people.mergedIntoId })
    .from(people)
    .where(or(eq(people.email, email), eq(people.mobile, mobile)))
    // The e-mail is the stronger match; among equals the record that survives, then the oldest.
    .orderBy(sql`${people.email} = ${email} desc`, sql`${people.mergedIntoId} is null desc`, people.id)
    .limit(1);
  if (!found) return undefined;
  let current = found;
  for (let hop = 0; current.mergedIntoId !== null && hop < MAX_MERGE_HOPS; hop += 1) {
    const [next] = await tx
      .select({ id: people.id, mergedIntoId: people.mergedIntoId })
      .from(people)
      .where(eq(people.id, current.mergedIntoId));
    if (!next) break;
    current = next;
  }
  return current.id;
}

async function newPerson(tx: Db, applicant: Applicant, email: string, at: Date): Promise<number> {
  const [row] = await tx
    .insert(people)
    .values({ fullName: applicant.fullName, email, mobile: applicant.mobile, createdAt: at, updatedAt: at })
    .returning({ id: people.id });
  if (!row) throw new Error('the person was not written');
  return row.id;
}
