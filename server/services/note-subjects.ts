// What a note is about: a person (with everyone merged into them) or one application. Notes, their mention
// e-mails and the mentions list all name the subject the same way and link to the same page.
import { eq, inArray, sql } from 'drizzle-orm';
import type { NoteSubject } from '../../contracts/notes';
import type { Db } from '../db/client';
import { applications, careers, people } from '../db/schema';
import { NotFoundError } from '../domain-errors';

export const unknownPerson = (id: number) => new NotFoundError(`There is no person with id ${id}.`);
export const unknownApplication = (id: number) => new NotFoundError(`There is no application with id ${id}.`);

/**
 * The person and everyone merged into them, however many merges deep: their notes and their applications'
 * notes are the person's. 404 for an unknown person.
 */
export async function personAndMerged(db: Db, personId: number): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive scope(id) as (
      select id from people where id = ${personId}
      union
      select p.id from people p join scope s on p.merged_into_id = s.id
    )
    select id from scope`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) throw unknownPerson(personId);
  return ids;
}

/** The applications of those people, as a subquery. */
export const applicationsOf = (db: Db, personIds: number[]) =>
  db.select({ id: applications.id }).from(applications).where(inArray(applications.personId, personIds));

/** Whom a note on `personId` or `applicationId` is about; 404 when neither exists. */
export async function noteSubject(
  db: Db,
  { personId, applicationId }: { personId: number | null; applicationId: number | null },
): Promise<NoteSubject> {
  if (applicationId !== null) {
    const [row] = await db
      .select({
        personId: applications.personId,
        careerId: applications.careerId,
        name: applications.fullName,
        jobTitle: careers.title,
      })
      .from(applications)
      .innerJoin(careers, eq(careers.id, applications.careerId))
      .where(eq(applications.id, applicationId));
    if (!row) throw unknownApplication(applicationId);
    return { ...row, personId: personId ?? row.personId, applicationId };
  }
  if (personId === null) throw new Error('a note is about a person or an application');
  const [row] = await db.select({ name: people.fullName }).from(people).where(eq(people.id, personId));
  if (!row) throw unknownPerson(personId);
  return { personId, applicationId: null, careerId: null, name: row.name, jobTitle: null };
}

/** "Priya Sharma" or "Priya Sharma (Frontend Developer)", as a mention e-mail says it. */
export const subjectWords = (subject: NoteSubject) =>
  subject.jobTitle ? `${subject.name} (${subject.jobTitle})` : subject.name;
