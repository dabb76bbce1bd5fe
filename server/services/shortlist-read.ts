// Reading shortlists for staff (docs/decisions/0059): a career's shortlists, and one shortlist with each of its
// candidates, what is shared about them and the client's answer. The phase is read with the shared rules.
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Shortlist, ShortlistSummary } from '../../contracts/shortlists';
import { shortlistPhase, shownToClient } from '../../machines/shortlist-rules';
import type { Db } from '../db/client';
import {
  applicationStatuses,
  applications,
  careers,
  clients,
  shortlistEntries,
  shortlists,
} from '../db/schema';
import { NotFoundError } from '../domain-errors';

type ShortlistRow = typeof shortlists.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function summaryOf(
  row: ShortlistRow,
  clientName: string,
  counts: { entries: number; answers: number },
  now: Date,
): ShortlistSummary {
  return {
    id: row.id,
    careerId: row.careerId,
    title: row.title,
    clientName,
    phase: shortlistPhase(row, now),
    revoked: row.revokedAt !== null,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    expiresAt: iso(row.expiresAt),
    sharedAt: iso(row.sharedAt),
    createdByName: row.createdByName,
    ...counts,
  };
}

async function countsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { entries: number; answers: number }>();
  const rows = await db
    .select({
      shortlistId: shortlistEntries.shortlistId,
      entries: count(),
      answers: count(shortlistEntries.answer),
    })
    .from(shortlistEntries)
    .where(inArray(shortlistEntries.shortlistId, ids))
    .groupBy(shortlistEntries.shortlistId);
  return new Map(rows.map((row) => [row.shortlistId, { entries: row.entries, answers: row.answers }]));
}

/** A career's shortlists, newest first. */
export async function listShortlists(
  db: Db,
  careerId: number,
  now = new Date(),
): Promise<ShortlistSummary[]> {
  const rows = await db
    .select({ row: shortlists, clientName: clients.name })
    .from(shortlists)
    .innerJoin(clients, eq(clients.sno, shortlists.clientSno))
    .where(eq(shortlists.careerId, careerId))
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id));
  const counts = await countsOf(
    db,
    rows.map(({ row }) => row.id),
  );
  return rows.map(({ row, clientName }) =>
    summaryOf(row, clientName, counts.get(row.id) ?? { entries: 0, answers: 0 }, now),
  );
}

/** One shortlist as the staff page shows it; 404 when there is none. */
export async function shortlistView(db: Db, shortlistId: number, now = new Date()): Promise<Shortlist> {
  const [found] = await db
    .select({
      row: shortlists,
      clientName: clients.name,
      clientContact: clients.contactPerson,
      clientEmail: clients.email,
      careerTitle: careers.title,
    })
    .from(shortlists)
    .innerJoin(clients, eq(clients.sno, shortlists.clientSno))
    .innerJoin(careers, eq(careers.id, shortlists.careerId))
    .where(eq(shortlists.id, shortlistId));
  if (!found) throw new NotFoundError(`There is no shortlist with id ${shortlistId}.`);
  const entries = await db
    .select({
      entry: shortlistEntries,
      personId: applications.personId,
      name: applications.fullName,
      statusCode: applications.statusCode,
      statusLabel: applicationStatuses.label,
      resumeKey: applications.resumeKey,
    })
    .from(shortlistEntries)
    .innerJoin(applications, eq(applications.id, shortlistEntries.applicationId))
    .leftJoin(applicationStatuses, eq(applicationStatuses.code, applications.statusCode))
    .where(eq(shortlistEntries.shortlistId, shortlistId))
    .orderBy(asc(shortlistEntries.id));
  const items = entries.map(({ entry, ...a }) => ({
    id: entry.id,
    applicationId: entry.applicationId,
    personId: a.personId,
    name: a.name,
    status: { statusCode: a.statusCode, label: a.statusLabel ?? a.statusCode },
    hiddenFromClient: !shownToClient(a.statusCode),
    hasResume: a.resumeKey !== null,
    shareSummary: entry.shareSummary,
    shareResume: entry.shareResume,
    shareNote: entry.shareNote,
    summary: entry.summary,
    note: entry.note,
    answer: entry.answer,
    answerComment: entry.answerComment,
    answeredAt: iso(entry.answeredAt),
  }));
  const counts = { entries: items.length, answers: items.filter((item) => item.answer !== null).length };
  return {
    ...summaryOf(found.row, found.clientName, counts, now),
    careerTitle: found.careerTitle,
    clientContact: { name: found.clientContact, email: found.clientEmail },
    items,
  };
}

/** Answers given for `personId`'s applications, newest first (the person page). */
export async function personShortlistAnswers(db: Db, personId: number) {
  const rows = await db
    .select({
      shortlistId: shortlists.id,
      shortlistTitle: shortlists.title,
      clientName: clients.name,
      careerTitle: careers.title,
      applicationId: shortlistEntries.applicationId,
      answer: shortlistEntries.answer,
      comment: shortlistEntries.answerComment,
      answeredAt: shortlistEntries.answeredAt,
    })
    .from(shortlistEntries)
    .innerJoin(applications, eq(applications.id, shortlistEntries.applicationId))
    .innerJoin(shortlists, eq(shortlists.id, shortlistEntries.shortlistId))
    .innerJoin(clients, eq(clients.sno, shortlists.clientSno))
    .innerJoin(careers, eq(careers.id, shortlists.careerId))
    .where(and(eq(applications.personId, personId), isNotNull(shortlistEntries.answer)))
    .orderBy(desc(shortlistEntries.answeredAt), desc(shortlistEntries.id));
  return rows.flatMap((row) =>
    row.answer && row.answeredAt
      ? [{ ...row, answer: row.answer, answeredAt: row.answeredAt.toISOString() }]
      : [],
  );
}
