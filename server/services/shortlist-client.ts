// The client contact's side of a shortlist (docs/decisions/0059), opened by the secret link alone: what the
// recruiter chose to share about each candidate still in the running, their résumés, and the contact's answers.
// An unknown, expired, revoked or closed link gets one answer (410) that says nothing personal. Every view and
// download is audited with the shortlist's id only: the contact is nobody on the staff.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AuditAction } from '../../contracts/admin-applicants';
import type { ClientAnswerInput, ClientShortlist } from '../../contracts/shortlists';
import { SHORTLIST_TEXTS } from '../../contracts/shortlists';
import {
  clientMayOpen,
  phaseAfterAnswer,
  shortlistPhase,
  shownToClient,
} from '../../machines/shortlist-rules';
import type { Db } from '../db/client';
import {
  applications,
  auditLog,
  careers,
  clients,
  employees,
  shortlistEntries,
  shortlists,
  users,
} from '../db/schema';
import { GoneError, NotFoundError } from '../domain-errors';
import type { MailQueue } from '../mail/mail-queue';
import { SHORTLIST_ANSWER_MAIL, shortlistAnswerMail } from '../mail/shortlist-answer-mail';
import { secretTokenHash } from './secret-tokens';

/** Who the audit log names for the contact's views and downloads: a role, never their name. */
export const CLIENT_ACTOR = 'client contact';

async function recordClientAudit(db: Db, action: AuditAction, shortlistId: number, applicationId?: number) {
  await db.insert(auditLog).values({
    action,
    actorId: null,
    actorName: CLIENT_ACTOR,
    applicationId: applicationId ?? null,
    details: { shortlistId },
  });
}

/** The live shortlist a link opens; every other link gets the same answer. */
async function openShortlist(db: Db, token: string) {
  const [found] = await db
    .select({ row: shortlists, clientName: clients.name, careerTitle: careers.title })
    .from(shortlists)
    .innerJoin(clients, eq(clients.sno, shortlists.clientSno))
    .innerJoin(careers, eq(careers.id, shortlists.careerId))
    .where(eq(shortlists.tokenHash, secretTokenHash(token)));
  if (!found || !clientMayOpen(shortlistPhase(found.row, new Date())))
    throw new GoneError(SHORTLIST_TEXTS.gone);
  return found;
}

async function candidatesOf(db: Db, shortlistId: number) {
  const rows = await db
    .select({
      entry: shortlistEntries,
      name: applications.fullName,
      statusCode: applications.statusCode,
      resumeKey: applications.resumeKey,
    })
    .from(shortlistEntries)
    .innerJoin(applications, eq(applications.id, shortlistEntries.applicationId))
    .where(eq(shortlistEntries.shortlistId, shortlistId))
    .orderBy(asc(shortlistEntries.id));
  // Withdrawn or rejected since: gone from the client's view (erased ones are gone from the table).
  return rows.filter((row) => shownToClient(row.statusCode));
}

/** Every view of the page is in the audit log. */
export async function clientShortlist(db: Db, token: string): Promise<ClientShortlist> {
  const found = await openShortlist(db, token);
  await recordClientAudit(db, 'shortlist-view', found.row.id);
  return viewOf(db, found);
}

async function viewOf(
  db: Db,
  { row, clientName, careerTitle }: Awaited<ReturnType<typeof openShortlist>>,
): Promise<ClientShortlist> {
  const candidates = await candidatesOf(db, row.id);
  return {
    title: row.title,
    clientName,
    careerTitle,
    contactName: row.contactName,
    recruiterName: await sharerName(db, row),
    expiresAt: (row.expiresAt ?? new Date()).toISOString(),
    candidates: candidates.map(({ entry, name, resumeKey }) => ({
      entryId: entry.id,
      name,
      // Only what the recruiter chose: an unshared field is absent, not empty.
      summary: entry.shareSummary && entry.summary ? entry.summary : null,
      note: entry.shareNote && entry.note ? entry.note : null,
      hasResume: entry.shareResume && resumeKey !== null,
      answer: entry.answer,
      answerComment: entry.answerComment,
      answeredAt: entry.answeredAt?.toISOString() ?? null,
    })),
  };
}

/** The candidate `entryId` of the live shortlist, while the client may still see them. */
async function shownEntry(db: Db, shortlistId: number, entryId: number) {
  const candidate = (await candidatesOf(db, shortlistId)).find((row) => row.entry.id === entryId);
  if (!candidate) throw new NotFoundError(SHORTLIST_TEXTS.notShown);
  return candidate;
}

/** Who shared the shortlist (the last share in the audit log), else who made it: their account and e-mail. */
async function sharer(db: Db, row: typeof shortlists.$inferSelect) {
  const [shared] = await db
    .select({ actorId: auditLog.actorId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'shortlist-share'),
        sql`(${auditLog.details}->>'shortlistId')::int = ${row.id}`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  const userId = shared?.actorId ?? row.createdById;
  if (userId === null) return null;
  const [user] = await db
    .select({ id: users.id, displayName: users.displayName, email: employees.email })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, userId));
  return user ?? null;
}

async function sharerName(db: Db, row: typeof shortlists.$inferSelect) {
  return (await sharer(db, row))?.displayName ?? row.createdByName;
}

/**
 * The contact's answer for one candidate (a later one replaces it); the recruiter who shared the shortlist is
 * e-mailed in the same transaction.
 */
export async function answerAsClient(
  db: Db,
  mail: Pick<MailQueue, 'enqueue'>,
  answer: { token: string; entryId: number; input: Required<ClientAnswerInput>; publicUrl: string },
): Promise<ClientShortlist> {
  const found = await openShortlist(db, answer.token);
  const { row, clientName } = found;
  const candidate = await shownEntry(db, row.id, answer.entryId);
  const recruiter = await sharer(db, row);
  await db.transaction(async (tx) => {
    await tx
      .update(shortlistEntries)
      .set({
        answer: answer.input.answer,
        answerComment: answer.input.comment || null,
        answeredAt: new Date(),
      })
      .where(eq(shortlistEntries.id, answer.entryId));
    const next = phaseAfterAnswer(shortlistPhase(row, new Date()));
    if (next === 'answered' && row.state === 'shared')
      await tx.update(shortlists).set({ state: 'answered' }).where(eq(shortlists.id, row.id));
    // An account without an e-mail address on file still sees the answer on the board.
    if (recruiter?.email) {
      await mail.enqueue(tx, {
        kind: SHORTLIST_ANSWER_MAIL,
        applicationId: candidate.entry.applicationId,
        message: shortlistAnswerMail({
          recruiter: { name: recruiter.displayName, email: recruiter.email },
          clientName,
          candidate: candidate.name,
          answer: answer.input.answer,
          comment: answer.input.comment,
          url: `${answer.publicUrl}/admin/shortlists/${row.id}`,
        }),
      });
    }
  });
  // The page it answers on was just viewed: the answer is no new view.
  return viewOf(db, await openShortlist(db, answer.token));
}

/** A shared résumé, opened through the link: its stored file's key and how to name it. */
export async function clientResume(db: Db, token: string, entryId: number) {
  const { row } = await openShortlist(db, token);
  const { entry, resumeKey } = await shownEntry(db, row.id, entryId);
  if (!entry.shareResume || !resumeKey) throw new NotFoundError(SHORTLIST_TEXTS.noResume);
  const [file] = await db
    .select({ filename: applications.resumeFilename, contentType: applications.resumeContentType })
    .from(applications)
    .where(eq(applications.id, entry.applicationId));
  await recordClientAudit(db, 'shortlist-download', row.id, entry.applicationId);
  return {
    key: resumeKey,
    filename: file?.filename ?? `resume-${entry.id}`,
    contentType: file?.contentType ?? null,
    shortlistId: row.id,
  };
}
