// The person page's read (contracts/people.ts): the record, every application with its stage history and
// e-mails, consent, when the retention purge would take them, tags, and the people merged into them.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Person, PersonApplication, PersonMerge } from '../../contracts/people';
import type { Db } from '../db/client';
import {
  applicationStatuses,
  applications,
  careers,
  people,
  personMerges,
  personTags,
  users,
} from '../db/schema';
import { NotFoundError } from '../domain-errors';
import { applicantMails } from './outgoing-mail';
import { monthsAfter, PURGED_STATUS_CODES } from './retention';
import { statusHistoryRows } from './status-history';

export const unknownPerson = (id: number) => new NotFoundError(`There is no person with id ${id}.`);

/** What the record needs to know of the server's settings. */
export interface PersonReading {
  /** RETENTION_MONTHS; undefined keeps everyone. */
  retentionMonths: number | undefined;
}

export async function personRecord(db: Db, personId: number, reading: PersonReading): Promise<Person> {
  const [person] = await db.select().from(people).where(eq(people.id, personId));
  if (!person) throw unknownPerson(personId);
  const [mergedInto, rows, tags, merges] = await Promise.all([
    person.mergedIntoId === null
      ? undefined
      : db
          .select({ id: people.id, fullName: people.fullName })
          .from(people)
          .where(eq(people.id, person.mergedIntoId))
          .then(([row]) => row),
    db
      .select({
        application: applications,
        career: { id: careers.id, jobId: careers.jobId, title: careers.title },
        statusLabel: applicationStatuses.label,
      })
      .from(applications)
      .innerJoin(careers, eq(careers.id, applications.careerId))
      .leftJoin(applicationStatuses, eq(applicationStatuses.code, applications.statusCode))
      .where(eq(applications.personId, personId))
      .orderBy(desc(applications.appliedAt), desc(applications.id)),
    db
      .select({ tag: personTags.tag })
      .from(personTags)
      .where(eq(personTags.personId, personId))
      .orderBy(personTags.tag),
    mergesInto(db, personId),
  ]);
  const list = await Promise.all(rows.map((row) => applicationOf(db, row, reading)));
  const purgeDates = list.map((a) => a.purgeFrom);
  const latestConsent =
    list
      .map((a) => a.consentAt)
      .sort()
      .at(-1) ?? null;
  return {
    id: person.id,
    fullName: person.fullName,
    email: person.email,
    mobile: person.mobile,
    createdAt: person.createdAt.toISOString(),
    mergedInto: mergedInto ?? null,
    applications: list,
    consentAt: latestConsent,
    retention: {
      months: reading.retentionMonths ?? null,
      // The person goes with the last of their applications: never while one of them is kept.
      purgeFrom:
        list.length > 0 && purgeDates.every((date) => date !== null)
          ? (purgeDates.sort().at(-1) ?? null)
          : null,
    },
    tags: tags.map((row) => row.tag),
    merges,
  };
}

type ApplicationRow = {
  application: typeof applications.$inferSelect;
  career: PersonApplication['career'];
  statusLabel: string | null;
};

async function applicationOf(
  db: Db,
  { application: a, career, statusLabel }: ApplicationRow,
  { retentionMonths }: PersonReading,
): Promise<PersonApplication> {
  const [history, mails] = await Promise.all([statusHistoryRows(db, a.id), applicantMails(db, a.id)]);
  // The purge's own rule: a rejected or no-show application goes that long after its last change.
  const lastChange = history.at(-1)?.changedAt ?? a.updatedAt;
  const purged = retentionMonths !== undefined && PURGED_STATUS_CODES.includes(a.statusCode);
  return {
    id: a.id,
    career,
    status: { statusCode: a.statusCode, label: statusLabel ?? a.statusCode },
    appliedAt: a.appliedAt.toISOString(),
    consentAt: a.consentAt.toISOString(),
    resume: a.resumeKey ? { filename: a.resumeFilename, size: a.resumeSize } : null,
    history: history.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })),
    mails,
    purgeFrom: purged ? monthsAfter(lastChange, retentionMonths).toISOString() : null,
  };
}

/** The merges into `personId` that stand (not undone), newest first. */
export async function mergesInto(db: Db, personId: number): Promise<PersonMerge[]> {
  const rows = await db
    .select({ id: personMerges.id })
    .from(personMerges)
    .where(and(eq(personMerges.keptPersonId, personId), isNull(personMerges.undoneAt)))
    .orderBy(desc(personMerges.mergedAt), desc(personMerges.id));
  return mergesById(
    db,
    rows.map((row) => row.id),
  );
}

/** Merges as the page lists them, in the order of `ids`. */
export async function mergesById(db: Db, ids: number[]): Promise<PersonMerge[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      merge: personMerges,
      mergedPerson: { id: people.id, fullName: people.fullName, email: people.email },
      mergedBy: users.displayName,
    })
    .from(personMerges)
    .innerJoin(people, eq(people.id, personMerges.mergedPersonId))
    .leftJoin(users, eq(users.id, personMerges.mergedBy))
    .where(inArray(personMerges.id, ids));
  const byId = new Map(rows.map((row) => [row.merge.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { merge } = row;
    return [
      {
        id: merge.id,
        keptPersonId: merge.keptPersonId,
        mergedPerson: row.mergedPerson,
        applicationIds: [...merge.applicationIds].sort((x, y) => x - y),
        mergedBy: row.mergedBy ?? null,
        mergedAt: merge.mergedAt.toISOString(),
        undoneAt: merge.undoneAt?.toISOString() ?? null,
      },
    ];
  });
}

/** Whether person `personId` exists (for the tags' 404). */
export async function personExists(db: Db, personId: number): Promise<boolean> {
  const [row] = await db.select({ found: sql<number>`1` }).from(people).where(eq(people.id, personId));
  return Boolean(row);
}
