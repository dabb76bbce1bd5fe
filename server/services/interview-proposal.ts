// A recruiter proposes an interview (docs/decisions/0056): for an applicant in "Interviewing", with active
// members of staff as interviewers, at times still to come. One time is fixed and booked at once (its
// interviewers' time is claimed as any booking's is); several are the candidate's to choose from.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { firm } from '../../contracts/firm';
import { INTERVIEW_TEXTS, type Interview, type InterviewProposal } from '../../contracts/interviews';
import { stateOfProposal } from '../../machines/interview-rules';
import type { Db } from '../db/client';
import { applications, interviewInterviewers, interviewSlots, interviews, users } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { claimInterviewTime } from './interview-booking';
import type { InterviewMailing } from './interview-changes';
import { announceInterviewChange } from './interview-invitations';
import { staffInterview } from './interview-reads';
import { databaseNow } from './status-history';

/** The stage an interview is proposed in. */
export const INTERVIEWING_STATUS = 'INTERVIEWING';

/** The calendar UID's host: the firm's own domain, so the UID is unique beyond this database (RFC 5545). */
const UID_HOST = `interviews.${new URL(firm.url).hostname.replace(/^www\./, '')}`;
/** A new interview's UID: fixed for its whole life, as every invitation and CANCEL of it must carry the same. */
export const newInterviewUid = () => `${randomUUID()}@${UID_HOST}`;

export interface Proposer {
  id: number;
  displayName: string;
}

/** The times as instants, each refused (400) if it is not still to come. */
export function futureTimes(slots: readonly string[], now: Date, field = 'slots'): Date[] {
  const times = slots.map((slot) => new Date(slot));
  if (times.some((time) => time.getTime() <= now.getTime())) {
    throw new InvalidInputError(INTERVIEW_TEXTS.slotInPast, { [field]: INTERVIEW_TEXTS.slotInPast });
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

/** The interviewers, every one an active member of staff (any role), refused (400) otherwise. */
async function activeStaff(tx: Db, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.active, true)));
  if (found.length !== wanted.length) {
    throw new InvalidInputError(INTERVIEW_TEXTS.interviewerUnknown, {
      interviewerIds: INTERVIEW_TEXTS.interviewerUnknown,
    });
  }
  return wanted;
}

export async function proposeInterview(
  db: Db,
  mailing: InterviewMailing,
  input: InterviewProposal,
  proposer: Proposer,
): Promise<Interview> {
  return db.transaction(async (tx) => {
    // Locked: a move out of "Interviewing" at the same moment waits, and then sees the interview to cancel.
    const [application] = await tx
      .select({ statusCode: applications.statusCode })
      .from(applications)
      .where(eq(applications.id, input.applicationId))
      .for('update');
    if (!application) throw new NotFoundError(`There is no application with id ${input.applicationId}.`);
    if (application.statusCode !== INTERVIEWING_STATUS)
      throw new ConflictError(INTERVIEW_TEXTS.notInterviewing);
    const interviewerIds = await activeStaff(tx, input.interviewerIds);
    const now = await databaseNow(tx);
    const times = futureTimes(input.slots, now);
    const fixed = times.length === 1 ? times[0] : undefined;
    const [created] = await tx
      .insert(interviews)
      .values({
        uid: newInterviewUid(),
        applicationId: input.applicationId,
        kind: input.kind,
        office: input.office,
        // Only a video interview has a link; one typed before the kind changed is not kept.
        videoLink: input.kind === 'video' ? (input.videoLink ?? null) : null,
        durationMinutes: input.durationMinutes,
        state: stateOfProposal(times.length),
        startsAt: fixed ?? null,
        cutoffHours: input.cutoffHours,
        proposedById: proposer.id,
        proposedByName: proposer.displayName,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: interviews.id });
    if (!created) throw new Error('the interview was not written');
    await tx.insert(interviewSlots).values(times.map((startsAt) => ({ interviewId: created.id, startsAt })));
    await tx
      .insert(interviewInterviewers)
      .values(interviewerIds.map((userId) => ({ interviewId: created.id, userId })));
    if (fixed) {
      await claimInterviewTime(tx, {
        interviewId: created.id,
        interviewerIds,
        startsAt: fixed,
        durationMinutes: input.durationMinutes,
      });
    }
    // SEQUENCE 0: the first invitation (or, with slots, the invitation to choose a time).
    await announceInterviewChange(tx, mailing.mail, {
      interviewId: created.id,
      publicUrl: mailing.publicUrl,
    });
    return staffInterview(tx, created.id, now);
  });
}
