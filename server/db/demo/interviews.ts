// Demo interviews (docs/decisions/0056): so a fresh clone shows both sides of the feature at once — one video
// interview offered at three times in the days ahead (10:00 in Manchester), waiting for the candidate to
// choose on their status page, and one booked on site in Hyderabad. Written straight into the tables, as the
// rest of the demo is: no invitations go out for made-up people.
import { officeInstant, officeWallTime } from '../../../contracts/interview-times';
import type { Office } from '../../../contracts/interviews';
import { newInterviewUid } from '../../services/interview-proposal';
import type { Db } from '../client';
import * as schema from '../schema';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoInterviewPlan {
  /** Applications in "Interviewing", oldest first: the first two get an interview each. */
  applicationIds: number[];
  proposer: { id: number | null; displayName: string };
  /** Who interviews: the first proposal's, then the booked one's. */
  interviewers: [number[], number[]];
  now: Date;
  /** When the interviews were proposed (the demo's times all end before "now"). */
  proposedAt: Date;
}

/** `days` days after `now`, at `hour`:`minute` on the office's own clock. */
function officeDayAt(now: Date, office: Office, days: number, hour: number, minute = 0) {
  const day = officeWallTime(new Date(now.getTime() + days * DAY), office);
  return officeInstant({ ...day, hour, minute }, office);
}

export async function seedDemoInterviews(tx: Db, plan: DemoInterviewPlan): Promise<void> {
  const [offeredTo, bookedFor] = plan.applicationIds;
  const common = {
    proposedById: plan.proposer.id,
    proposedByName: plan.proposer.displayName,
    cutoffHours: 24,
    createdAt: plan.proposedAt,
    updatedAt: plan.proposedAt,
  };
  if (offeredTo !== undefined) {
    const slots = [3, 4, 5].map((days) => officeDayAt(plan.now, 'manchester', days, 10));
    const [row] = await tx
      .insert(schema.interviews)
      .values({
        ...common,
        uid: newInterviewUid(),
        applicationId: offeredTo,
        kind: 'video',
        office: 'manchester',
        videoLink: 'https://meet.example.com/demo-interview',
        durationMinutes: 45,
        state: 'proposed',
      })
      .returning({ id: schema.interviews.id });
    if (row) {
      await tx
        .insert(schema.interviewSlots)
        .values(slots.map((startsAt) => ({ interviewId: row.id, startsAt })));
      await tx
        .insert(schema.interviewInterviewers)
        .values(plan.interviewers[0].map((userId) => ({ interviewId: row.id, userId })));
    }
  }
  if (bookedFor !== undefined) {
    const startsAt = officeDayAt(plan.now, 'hyderabad', 2, 11, 30);
    const [row] = await tx
      .insert(schema.interviews)
      .values({
        ...common,
        uid: newInterviewUid(),
        applicationId: bookedFor,
        kind: 'onsite',
        office: 'hyderabad',
        durationMinutes: 60,
        state: 'booked',
        startsAt,
      })
      .returning({ id: schema.interviews.id });
    if (row) {
      await tx.insert(schema.interviewSlots).values({ interviewId: row.id, startsAt });
      await tx
        .insert(schema.interviewInterviewers)
        .values(plan.interviewers[1].map((userId) => ({ interviewId: row.id, userId })));
    }
  }
}
