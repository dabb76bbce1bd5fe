// The applicant's status page (contracts/my-application.ts): personal links, only their hashes stored; the
// page's view of an application in the candidate's words; their withdrawal; and fresh links by e-mail, which
// end the older links that went out (docs/decisions/0041).
import { and, asc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import { candidateStage, MY_APPLICATION_TEXTS, type MyApplication } from '../../contracts/my-application';
import { canWithdraw, WITHDRAWN_STATUS } from '../../machines/applicant-pipeline';
import type { Db } from '../db/client';
import {
  applicationLinks,
  applicationStatusHistory,
  applications,
  careers,
  outgoingMails,
} from '../db/schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { MailQueue } from '../mail/mail-queue';
import { mailsOfLastDay } from '../mail/recent-mails';
import { statusLinksMail } from '../mail/status-links-mail';
import type { InterviewMailing } from './interview-changes';
import { listStatuses, moveApplication } from './pipeline';
import { applicationOfLink, createStatusLink } from './status-link-tokens';

/** A person applies for a handful of jobs; more from one address in one e-mail is not needed. */
const LINKS_PER_MAIL = 10;
/** Fresh-link e-mails one address is sent in a day, however many ask: strangers cannot flood it. */
export const FRESH_LINK_MAILS_PER_DAY = 3;

async function viewOf(db: Db, applicationId: number): Promise<MyApplication> {
  const [row] = await db
    .select({
      jobTitle: careers.title,
      jobId: careers.jobId,
      appliedAt: applications.appliedAt,
      statusCode: applications.statusCode,
    })
    .from(applications)
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .where(eq(applications.id, applicationId));
  if (!row) throw new NotFoundError(MY_APPLICATION_TEXTS.linkInvalid);
  const moves = await db
    .select({ to: applicationStatusHistory.toStatus, at: applicationStatusHistory.changedAt })
    .from(applicationStatusHistory)
    .where(
      // A move its recruiter undid, and the undoing, are no stage the candidate was in.
      and(
        eq(applicationStatusHistory.applicationId, applicationId),
        eq(applicationStatusHistory.voided, false),
      ),
    )
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
  // Stages the candidate cannot tell apart (a second interview round, say) are one step of their timeline.
  const timeline: MyApplication['timeline'] = [];
  for (const move of moves) {
    const { label } = candidateStage(move.to);
    if (timeline.at(-1)?.label !== label) timeline.push({ label, at: move.at.toISOString() });
  }
  return {
    jobTitle: row.jobTitle,
    jobId: row.jobId,
    appliedAt: row.appliedAt.toISOString(),
    stage: candidateStage(row.statusCode),
    timeline,
    canWithdraw: canWithdraw(row.statusCode, await listStatuses(db)),
  };
}

export async function myApplication(db: Db, token: string): Promise<MyApplication> {
  return viewOf(db, await applicationOfLink(db, token));
}

/** The candidate withdraws: the same move a recruiter records, by nobody on the staff. */
export async function withdrawByCandidate(
  db: Db,
  token: string,
  mailing: InterviewMailing,
): Promise<MyApplication> {
  const applicationId = await applicationOfLink(db, token);
  try {
    await moveApplication(db, {
      applicationId,
      toStatusCode: WITHDRAWN_STATUS,
      note: MY_APPLICATION_TEXTS.withdrawNote,
      userId: null,
      mailing,
    });
  } catch (error) {
    // The board's refusal names the firm's statuses; the candidate reads their own words.
    if (error instanceof ConflictError) throw new ConflictError(MY_APPLICATION_TEXTS.cannotWithdraw);
    throw error;
  }
  return viewOf(db, applicationId);
}

/**
 * Ends the links to these applications that have gone out in e-mails: fresh links are asked for when the old
 * ones may have leaked. A link in an e-mail still on its way (a stage e-mail's wait, one being sent, a failed
 * one an admin may send again) has leaked nowhere and is kept: it was written with its e-mail, at the same
 * `created_at`.
 */
async function endLinksSent(tx: Db, applicationIds: number[]) {
  const unsentWithIt = tx
    .select({ id: outgoingMails.id })
    .from(outgoingMails)
    .where(
      and(
        eq(outgoingMails.applicationId, applicationLinks.applicationId),
        eq(outgoingMails.createdAt, applicationLinks.createdAt),
        notInArray(outgoingMails.state, ['sent', 'cancelled']),
      ),
    );
  await tx
    .delete(applicationLinks)
    .where(and(inArray(applicationLinks.applicationId, applicationIds), notExists(unsentWithIt)));
}

/**
 * New links to every application from `email`, in one e-mail to it, ending the older links sent; nothing
 * (and no sign) when none, or once the address has had its FRESH_LINK_MAILS_PER_DAY.
 */
export async function sendFreshLinks(
  db: Db,
  mail: Pick<MailQueue, 'enqueue'>,
  { email, publicUrl }: { email: string; publicUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so requests for one address sent together count each other's e-mails.
    const found = await tx
      .select({
        id: applications.id,
        fullName: applications.fullName,
        email: applications.email,
        jobTitle: careers.title,
      })
      .from(applications)
      .innerJoin(careers, eq(careers.id, applications.careerId))
      .where(eq(sql`lower(${applications.email})`, email.toLowerCase()))
      .orderBy(asc(applications.appliedAt))
      .limit(LINKS_PER_MAIL)
      .for('update', { of: applications });
    const [first] = found;
    if (!first) return;
    const ids = found.map((application) => application.id);
    if ((await mailsOfLastDay(tx, 'status-links', ids)) >= FRESH_LINK_MAILS_PER_DAY) return;
    await endLinksSent(tx, ids);
    const links = [];
    for (const application of found) {
      links.push({
        jobTitle: application.jobTitle,
        url: `${publicUrl}${await createStatusLink(tx, application.id)}`,
      });
    }
    await mail.enqueue(tx, {
      kind: 'status-links',
      applicationId: first.id,
      message: statusLinksMail({ name: first.fullName, email: first.email }, links),
    });
  });
}
