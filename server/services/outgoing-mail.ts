// The admins' view of outgoing e-mail (contracts/outgoing-mail.ts): the newest messages in one state, and how
// many there are in each; and the stage e-mails that stop, when the recruiter says "Don't send" or when the
// applicant's status changes (docs/decisions/0040).
import { and, asc, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  type ApplicantMail,
  MAIL_CANCEL_REFUSALS,
  type MailState,
  type OutgoingMailList,
  staffNoticeKinds,
} from '../../contracts/outgoing-mail';
import { mailStates } from '../../contracts/value-lists';
import type { Db } from '../db/client';
import { outgoingMails } from '../db/schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { MailQueue } from '../mail/mail-queue';

/** A page of the newest is what an admin reads; older messages stay in the database. */
const LIST_LIMIT = 200;

export async function listOutgoingMail(db: Db, state: MailState): Promise<OutgoingMailList> {
  const [rows, perState] = await Promise.all([
    db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.state, state))
      .orderBy(desc(outgoingMails.createdAt), desc(outgoingMails.id))
      .limit(LIST_LIMIT),
    db.select({ state: outgoingMails.state, n: count() }).from(outgoingMails).groupBy(outgoingMails.state),
  ]);
  const counts = Object.fromEntries(mailStates.map((s) => [s, 0])) as OutgoingMailList['counts'];
  for (const { state: s, n } of perState) counts[s] = n;
  return {
    counts,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as OutgoingMailList['items'][number]['kind'],
      state: row.state,
      toName: row.toName,
      toAddress: row.toAddress,
      subject: row.subject,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sendAt: row.sendAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/** Whether message `id` exists at all (a retry of an unknown one is 404, of a settled one 409). */
export async function outgoingMailExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: outgoingMails.id }).from(outgoingMails).where(eq(outgoingMails.id, id));
  return Boolean(row);
}

/**
 * The e-mails about application `applicationId`, oldest first, for its stage history; not the notices to
 * staff (followers, mentions: docs/decisions/0049, 0050), which are about it but were never sent to the applicant.
 */
export async function applicantMails(db: Db, applicationId: number): Promise<ApplicantMail[]> {
  const rows = await db
    .select()
    .from(outgoingMails)
    .where(
      and(
        eq(outgoingMails.applicationId, applicationId),
        notInArray(outgoingMails.kind, [...staffNoticeKinds]),
      ),
    )
    .orderBy(asc(outgoingMails.createdAt), asc(outgoingMails.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ApplicantMail['kind'],
    subject: row.subject,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    sendAt: row.sendAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** "Don't send": stage e-mail `id` stops if it is still waiting; otherwise 404, or 409 saying where it stands. */
export async function stopStageMail(mail: Pick<MailQueue, 'cancelStageMail'>, id: number): Promise<void> {
  const outcome = await mail.cancelStageMail(id);
  if (outcome === 'stopped') return;
  if (outcome === null) throw new NotFoundError(`There is no stage e-mail with id ${id}.`);
  throw new ConflictError(MAIL_CANCEL_REFUSALS[outcome]);
}

/**
 * In the transaction of any change of application `applicationId`'s status: its stage e-mails still waiting
 * that tell of another status than `statusCode`, the one it is in now, do not go; `reason` says why on each.
 */
export function stopStaleStageMails(tx: Db, applicationId: number, statusCode: string, reason: string) {
  return tx
    .update(outgoingMails)
    .set({ state: 'cancelled', lastError: reason })
    .where(
      and(
        eq(outgoingMails.applicationId, applicationId),
        eq(outgoingMails.kind, 'stage'),
        eq(outgoingMails.state, 'queued'),
        sql`${outgoingMails.statusCode} is distinct from ${statusCode}`,
      ),
    );
}
