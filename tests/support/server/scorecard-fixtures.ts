// Interviews and scorecards in the test database, as the interview and scorecard services would leave them:
// an interview with its interviewers, and a submitted (or draft) scorecard. giveYesScorecard() opens the way
// to "Offer Released" for an applicant the honest way: a held interview whose interviewer said yes.
import { randomUUID } from 'node:crypto';
import type { Recommendation } from '../../../contracts/scorecards';
import type { Db } from '../../../server/db/client';
import { interviewInterviewers, interviews, scorecards } from '../../../server/db/schema';
import { createStaff } from './auth';

const HOUR = 60 * 60 * 1000;

export interface InterviewOptions {
  applicationId: number;
  interviewerIds: number[];
  /** @default 'held' */
  state?: (typeof interviews.$inferInsert)['state'];
  /** @default two hours ago */
  startsAt?: Date | null;
}

export async function insertInterview(db: Db, options: InterviewOptions): Promise<number> {
  const [row] = await db
    .insert(interviews)
    .values({
      uid: `${randomUUID()}@test`,
      applicationId: options.applicationId,
      kind: 'phone',
      office: 'hyderabad',
      durationMinutes: 60,
      state: options.state ?? 'held',
      startsAt: options.startsAt === undefined ? new Date(Date.now() - 2 * HOUR) : options.startsAt,
      proposedByName: 'Rita Recruiter',
    })
    .returning({ id: interviews.id });
  if (!row) throw new Error('interview not inserted');
  if (options.interviewerIds.length) {
    await db
      .insert(interviewInterviewers)
      .values(options.interviewerIds.map((userId) => ({ interviewId: row.id, userId })));
  }
  return row.id;
}

export async function insertScorecard(
  db: Db,
  card: { interviewId: number; interviewerId: number; recommendation: Recommendation; submitted?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(scorecards)
    .values({
      interviewId: card.interviewId,
      interviewerId: card.interviewerId,
      ratings: [{ criterion: 'Role skills', rating: 4 }],
      recommendation: card.recommendation,
      notes: 'Clear answers.',
      submittedAt: card.submitted === false ? null : new Date(),
    })
    .returning({ id: scorecards.id });
  if (!row) throw new Error('scorecard not inserted');
  return row.id;
}

let interviewers = 0;

/** A held interview of the application with a new interviewer who submitted a "yes". */
export async function giveYesScorecard(db: Db, applicationId: number): Promise<void> {
  interviewers += 1;
  const interviewer = await createStaff(db, {
    username: `ivan${interviewers}`,
    role: 'EMPLOYEE',
    displayName: `Ivan Interviewer ${interviewers}`,
  });
  const interviewId = await insertInterview(db, { applicationId, interviewerIds: [interviewer.id] });
  await insertScorecard(db, { interviewId, interviewerId: interviewer.id, recommendation: 'yes' });
}
