// The staff's actions on an interview (docs/decisions/0056): cancel, record it as held or as a no-show, and
// reschedule. Who may take which is the rules' (machines/interview-rules.ts): recruiters any of them, the
// interview's own interviewers only how it went; each in the states and at the times the rules allow.
//
// Reschedule replaces the offered times. One time is fixed at once (its interviewers' time claimed as any
// booking's): "rescheduled", or "booked" if none was booked yet. Several send it back to the candidate to
// choose ("proposed"), as a new proposal would: the recruiter need not know which suits them.
import { eq } from 'drizzle-orm';
import {
  INTERVIEW_TEXTS,
  type Interview,
  STAFF_ACTION_RULES,
  type StaffInterviewAction,
} from '../../contracts/interviews';
import type { Role } from '../../contracts/roles';
import { stateAfter } from '../../machines/interview-rules';
import type { Db } from '../db/client';
import { interviewSlots } from '../db/schema';
import { InvalidInputError } from '../domain-errors';
import { claimInterviewTime } from './interview-booking';
import {
  checkAllowed,
  type InterviewMailing,
  lockInterview,
  saveAnnouncedChange,
  staffActorOf,
} from './interview-changes';
import { futureTimes } from './interview-proposal';
import { staffInterview } from './interview-reads';
import { databaseNow } from './status-history';

export interface StaffMember {
  id: number;
  role: Role;
}

export interface StaffActionInput {
  reason?: string | undefined;
  slots?: string[] | undefined;
}

export async function staffInterviewAction(
  db: Db,
  mailing: InterviewMailing,
  interviewId: number,
  action: StaffInterviewAction,
  input: StaffActionInput,
  member: StaffMember,
): Promise<Interview> {
  return db.transaction(async (tx) => {
    const locked = await lockInterview(tx, interviewId);
    const actor = staffActorOf(locked, member);
    const rule = STAFF_ACTION_RULES[action];
    const now = await databaseNow(tx);
    checkAllowed(locked, rule, actor, now);
    if (rule === 'cancel') {
      const cancelReason = input.reason || INTERVIEW_TEXTS.cancelledByRecruiter;
      await saveAnnouncedChange(tx, mailing, interviewId, { state: 'cancelled', cancelReason }, now);
    } else if (rule === 'held' || rule === 'no_show') {
      // Nobody is written to, but it is a change all the same: the reminders still waiting stop.
      await saveAnnouncedChange(tx, mailing, interviewId, { state: rule }, now);
    } else {
      if (!input.slots?.length) {
        throw new InvalidInputError(INTERVIEW_TEXTS.rescheduleSlots, {
          slots: INTERVIEW_TEXTS.rescheduleSlots,
        });
      }
      const times = futureTimes(input.slots, now);
      const fixed = times.length === 1 ? times[0] : undefined;
      if (fixed) {
        await claimInterviewTime(tx, {
          interviewId,
          interviewerIds: locked.interviewerIds,
          startsAt: fixed,
          durationMinutes: locked.row.durationMinutes,
        });
      }
      await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interviewId));
      await tx.insert(interviewSlots).values(times.map((startsAt) => ({ interviewId, startsAt })));
      const state = stateAfter(locked.row.state, 'reschedule', times.length);
      // Back to the candidate's choice: the time that was booked leaves the calendars now, not at the next booking.
      const previousStartsAt = fixed ? undefined : (locked.row.startsAt ?? undefined);
      await saveAnnouncedChange(
        tx,
        mailing,
        interviewId,
        { state, startsAt: fixed ?? null },
        now,
        previousStartsAt,
      );
    }
    return staffInterview(tx, interviewId, now);
  });
}
