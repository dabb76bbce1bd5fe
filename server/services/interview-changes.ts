// What every change to an interview shares (docs/decisions/0056): the interview's row locked for the
// transaction, its facts as the rules read them, the rules' refusal as the domain's error, and the save that
// raises the iCalendar SEQUENCE before the invitations announce the change.
import { and, asc, eq, sql } from 'drizzle-orm';
import { INTERVIEW_TEXTS } from '../../contracts/interviews';
import type { Role } from '../../contracts/roles';
import { RECRUITING } from '../../contracts/roles';
import {
  type InterviewAction,
  type InterviewActor,
  type InterviewFacts,
  interviewRefusal,
} from '../../machines/interview-rules';
import type { Db } from '../db/client';
import { interviewInterviewers, interviewSlots, interviews } from '../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../domain-errors';
import type { MailQueue } from '../mail/mail-queue';
import { announceInterviewChange } from './interview-invitations';

export type InterviewRow = typeof interviews.$inferSelect;

export interface LockedInterview {
  row: InterviewRow;
  slots: { id: number; startsAt: Date }[];
  interviewerIds: number[];
}

/**
 * The interview, locked until the transaction ends: two changes to one interview (a double click, the
 * recruiter and the candidate at once) take turns, and the second sees what the first did. With
 * `applicationId`, an interview of another application is as unknown as one that does not exist.
 */
export async function lockInterview(tx: Db, id: number, applicationId?: number): Promise<LockedInterview> {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(
      applicationId === undefined
        ? eq(interviews.id, id)
        : and(eq(interviews.id, id), eq(interviews.applicationId, applicationId)),
    )
    .for('update');
  if (!row) throw new NotFoundError(INTERVIEW_TEXTS.notFound);
  const slots = await tx
    .select({ id: interviewSlots.id, startsAt: interviewSlots.startsAt })
    .from(interviewSlots)
    .where(eq(interviewSlots.interviewId, id))
    .orderBy(asc(interviewSlots.startsAt));
  const interviewers = await tx
    .select({ userId: interviewInterviewers.userId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.interviewId, id))
    .orderBy(asc(interviewInterviewers.userId));
  return { row, slots, interviewerIds: interviewers.map((i) => i.userId) };
}

export const factsOf = ({ row, slots }: LockedInterview): InterviewFacts => ({
  state: row.state,
  startsAt: row.startsAt?.getTime() ?? null,
  slotStarts: slots.map((slot) => slot.startsAt.getTime()),
  cutoffHours: row.cutoffHours,
});

/** Which of the rules' actors a member of staff is for this interview: recruiters first, then interviewers. */
export function staffActorOf(locked: LockedInterview, user: { id: number; role: Role }): InterviewActor {
  if (RECRUITING.includes(user.role)) return 'recruiter';
  if (locked.interviewerIds.includes(user.id)) return 'interviewer';
  throw new ForbiddenError(INTERVIEW_TEXTS.notInterviewer);
}

/** Throws the rules' refusal: 403 when it is not the actor's to do, 409 when the state or time forbids it. */
export function checkAllowed(
  locked: LockedInterview,
  action: InterviewAction,
  actor: InterviewActor,
  now: Date,
  slotAt?: Date,
) {
  const refusal = interviewRefusal(factsOf(locked), action, actor, now.getTime(), slotAt?.getTime());
  if (!refusal) return;
  throw refusal.kind === 'forbidden'
    ? new ForbiddenError(refusal.message)
    : new ConflictError(refusal.message);
}

/** How a change is announced: the durable mail queue, and the site's address for the candidate's links. */
export interface InterviewMailing {
  mail: MailQueue;
  publicUrl: string;
}

/**
 * Saves a change the invitations announce: SEQUENCE is raised first (a calendar keeps only the highest), then
 * the candidate and the interviewers are told, in the same transaction: the change and its e-mails are
 * committed together or not at all.
 */
export async function saveAnnouncedChange(
  tx: Db,
  mailing: InterviewMailing,
  id: number,
  values: Partial<Pick<InterviewRow, 'state' | 'startsAt' | 'cancelReason'>>,
  now: Date,
  /** The booked time a change back to "proposed" withdraws: cancelled in everyone's calendar. */
  previousStartsAt?: Date,
) {
  await tx
    .update(interviews)
    .set({ ...values, sequence: sql`${interviews.sequence} + 1`, updatedAt: now })
    .where(eq(interviews.id, id));
  await announceInterviewChange(tx, mailing.mail, {
    interviewId: id,
    publicUrl: mailing.publicUrl,
    ...(previousStartsAt ? { previousStartsAt } : {}),
  });
}
