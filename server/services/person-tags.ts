// Recruiters' tags on people ("java", "relocating"): added and removed on the person page; the talent pool
// filters by them. Kept lower-cased (contracts/people.ts tagSchema).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { personTags } from '../db/schema';
import { personExists, unknownPerson } from './person-record';

async function tagsOf(db: Db, personId: number): Promise<string[]> {
  const rows = await db
    .select({ tag: personTags.tag })
    .from(personTags)
    .where(eq(personTags.personId, personId))
    .orderBy(asc(personTags.tag));
  return rows.map((row) => row.tag);
}

/** Adds `tag` (a tag already there stays as it was); answers the person's tags. */
export async function addPersonTag(db: Db, personId: number, tag: string, userId: number): Promise<string[]> {
  if (!(await personExists(db, personId))) throw unknownPerson(personId);
  await db.insert(personTags).values({ personId, tag, createdBy: userId }).onConflictDoNothing();
  return tagsOf(db, personId);
}

/** Removes `tag` if the person has it; answers the person's tags. */
export async function removePersonTag(db: Db, personId: number, tag: string): Promise<string[]> {
  if (!(await personExists(db, personId))) throw unknownPerson(personId);
  await db.delete(personTags).where(and(eq(personTags.personId, personId), eq(personTags.tag, tag)));
  return tagsOf(db, personId);
}
