// Cancelling interviews (docs/decisions/0056): the candidate's own cancellation from their status page (until
// the cut-off), and every interview still to come of an applicant who leaves the pipeline (withdrawn,
// rejected, erased). Each cancellation raises SEQUENCE and announces it, so the invitations' CANCEL goes and
// no reminder of it is sent.
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type CandidateInterview,
  INTERVIEW_CANCEL_REASONS,
  INTERVIEW_TEXTS,
} from '../../contracts/interviews';
import { isLocked } from '../../machines/applicant-pipeline';
import { OPEN_INTERVIEW_STATES } from '../../machines/interview-rules';
import type { Db } from '../db/client';
import { interviews } from '../db/schema';
import type { MailQueue } from '../mail/mail-queue';
import { checkAllowed, type InterviewMailing, lockInterview, saveAnnouncedChange } from './interview-changes';
import { announceInterviewChange } from './interview-invitations';
import { candidateInterview } from './interview-reads';
import { databaseNow } from './status-history';

/** The candidate cancels an interview of the application their link opens. */
export async function cancelByCandidate(
  db: Db,
  mailing: InterviewMailing,
  applicationId: number,
  interviewId: number,
): Promise<CandidateInterview> {
  return db.transaction(async (tx) => {
    const locked = await lockInterview(tx, interviewId, applicationId);
    const now = await databaseNow(tx);
    checkAllowed(locked, 'cancel', 'candidate', now);
    await saveAnnouncedChange(
      tx,
      mailing,
      interviewId,
      { state: 'cancelled', cancelReason: INTERVIEW_TEXTS.cancelledByCandidate },
      now,
    );
    return candidateInterview(tx, interviewId, now);
  });
}

/**
 * Cancels every interview of the application that is still to come: proposed ones, and booked ones whose time
 * has not come (one already begun is left for its interviewers to record). Call it in the transaction that
 * withdraws, rejects or erases the applicant, before an erasure deletes the rows (with `erasure: true`, so the
 * candidate is written nothing and the interviewers' CANCEL survives the rows). Answers how many.
 */
export async function cancelFutureInterviews(
  tx: Db,
  mailQueue: MailQueue,
  applicationId: number,
  reason: string,
  announcing: { publicUrl: string; erasure?: boolean },
): Promise<number> {
  const now = await databaseNow(tx);
  const open = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.applicationId, applicationId),
        inArray(interviews.state, [...OPEN_INTERVIEW_STATES]),
        or(isNull(interviews.startsAt), gt(interviews.startsAt, now)),
      ),
    )
    .orderBy(interviews.id)
    .for('update');
  for (const { id } of open) {
    await tx
      .update(interviews)
      .set({
        state: 'cancelled',
        cancelReason: reason,
        sequence: sql`${interviews.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(interviews.id, id));
    // An erasure tells the interviewers only, in words that name nobody (interview-invitations.ts).
    await announceInterviewChange(tx, mailQueue, { interviewId: id, ...announcing });
  }
  return open.length;
}

/**
 * For a pipeline move, in its transaction: a move that ends the pipeline (rejected, no-show, withdrawn: the
 * locked statuses) cancels the interviews still to come, in words that give the candidate no reason of the
 * firm's; any other move leaves them. Answers how many were cancelled.
 */
export function cancelInterviewsOnMove(
  tx: Db,
  mailing: InterviewMailing,
  applicationId: number,
  toStatusCode: string,
): Promise<number> {
  if (!isLocked(toStatusCode)) return Promise.resolve(0);
  const reason =
    INTERVIEW_CANCEL_REASONS[toStatusCode as keyof typeof INTERVIEW_CANCEL_REASONS] ??
    INTERVIEW_CANCEL_REASONS.REJECTED;
  return cancelFutureInterviews(tx, mailing.mail, applicationId, reason, { publicUrl: mailing.publicUrl });
}

/** For an erasure, in its transaction and before the application's rows go: the interviewers are told only. */
export function cancelInterviewsOnErasure(tx: Db, mailing: InterviewMailing, applicationId: number) {
  return cancelFutureInterviews(tx, mailing.mail, applicationId, INTERVIEW_CANCEL_REASONS.erased, {
    publicUrl: mailing.publicUrl,
    erasure: true,
  });
}
