// Booking a time (docs/decisions/0056), the one place a time is taken: the candidate's choice of a slot or a
// move to another, and the recruiter's fixed time (a proposal or a reschedule with one time). No interviewer
// is ever booked twice at once, whichever server takes the booking: see claimInterviewTime.
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { type CandidateInterview, INTERVIEW_TEXTS } from '../../contracts/interviews';
import { BOOKED_INTERVIEW_STATES, stateAfter } from '../../machines/interview-rules';
import type { Db } from '../db/client';
import { interviewInterviewers, interviews, users } from '../db/schema';
import { ConflictError, InvalidInputError } from '../domain-errors';
import { checkAllowed, type InterviewMailing, lockInterview, saveAnnouncedChange } from './interview-changes';
import { candidateInterview } from './interview-reads';
import { databaseNow } from './status-history';

export interface TimeClaim {
  /** The interview taking the time: its own booking never stands in its way (a move). */
  interviewId: number;
  interviewerIds: number[];
  startsAt: Date;
  durationMinutes: number;
}

/**
 * Refuses (409, INTERVIEW_TEXTS.slotTaken) a time that overlaps another booked interview of any of the
 * interviewers. Call it in the transaction that then books the time. It first locks the interviewers' rows in
 * users, in id order: two bookings that share an interviewer take turns (on any number of servers, as the lock
 * is the database's), and the later one's check sees the earlier one's booking; the fixed order means two
 * bookings never wait for each other in a circle.
 */
export async function claimInterviewTime(tx: Db, claim: TimeClaim): Promise<void> {
  if (claim.interviewerIds.length === 0) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, claim.interviewerIds))
    .orderBy(asc(users.id))
    .for('update');
  const ends = new Date(claim.startsAt.getTime() + claim.durationMinutes * 60_000);
  const [clash] = await tx
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
    .where(
      and(
        inArray(interviewInterviewers.userId, claim.interviewerIds),
        inArray(interviews.state, [...BOOKED_INTERVIEW_STATES]),
        ne(interviews.id, claim.interviewId),
        lt(interviews.startsAt, ends),
        gt(sql`${interviews.startsAt} + ${interviews.durationMinutes} * interval '1 minute'`, claim.startsAt),
      ),
    )
    .limit(1);
  if (clash) throw new ConflictError(INTERVIEW_TEXTS.slotTaken);
}

/**
 * The candidate books one of the offered slots, or moves a booked interview to another (then "rescheduled").
 * `applicationId` comes from their status link: another application's interview is not found.
 */
export async function bookByCandidate(
  db: Db,
  mailing: InterviewMailing,
  applicationId: number,
  interviewId: number,
  slotId: number,
): Promise<CandidateInterview> {
  return db.transaction(async (tx) => {
    const locked = await lockInterview(tx, interviewId, applicationId);
    const slot = locked.slots.find((s) => s.id === slotId);
    if (!slot)
      throw new InvalidInputError(INTERVIEW_TEXTS.slotUnknown, { slotId: INTERVIEW_TEXTS.slotUnknown });
    const action = locked.row.state === 'proposed' ? 'book' : 'move';
    const now = await databaseNow(tx);
    checkAllowed(locked, action, 'candidate', now, slot.startsAt);
    if (locked.row.startsAt?.getTime() === slot.startsAt.getTime())
      throw new ConflictError(INTERVIEW_TEXTS.sameTime);
    await claimInterviewTime(tx, {
      interviewId,
      interviewerIds: locked.interviewerIds,
      startsAt: slot.startsAt,
      durationMinutes: locked.row.durationMinutes,
    });
    const state = stateAfter(locked.row.state, action);
    await saveAnnouncedChange(tx, mailing, interviewId, { state, startsAt: slot.startsAt }, now);
    return candidateInterview(tx, interviewId, now);
  });
}
