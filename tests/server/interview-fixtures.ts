// What the interview tests share: the staff (a recruiter, an admin, two employees of whom one interviews, and
// one who has left), an applicant in "Interviewing" with their status-page token, times to come rounded to
// the minute, and the calls a recruiter and a candidate make.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { INTERVIEWS_PATH, MY_APPLICATION_PATH, MY_INTERVIEWS_SEGMENT } from '../../contracts/api-paths';
import { type InterviewProposal, interviewSchema } from '../../contracts/interviews';
import { createStatusLink } from '../../server/services/status-link-tokens';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { getTestDatabase } from '../support/server/test-database';

export const HOUR = 60 * 60 * 1000;

/** An instant `hours` from now, on a whole minute (as the proposal form offers them). */
export const hoursAhead = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

export interface InterviewStaff {
  recruiter: Record<string, string>;
  admin: Record<string, string>;
  /** An employee who interviews. */
  interviewer: Record<string, string>;
  /** An employee with nothing to do with the interviews. */
  bystander: Record<string, string>;
  ids: {
    recruiter: number;
    interviewer: number;
    secondInterviewer: number;
    bystander: number;
    departed: number;
  };
}

export async function createInterviewStaff(app: FastifyInstance): Promise<InterviewStaff> {
  const { db } = await getTestDatabase();
  const rita = await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
  const ivan = await createStaff(db, { username: 'ivan', role: 'EMPLOYEE', displayName: 'Ivan Interviewer' });
  const isha = await createStaff(db, { username: 'isha', role: 'EMPLOYEE', displayName: 'Isha Iyer' });
  const emma = await createStaff(db, { username: 'emma', role: 'EMPLOYEE', displayName: 'Emma Employee' });
  const gone = await createStaff(db, { username: 'gone', role: 'EMPLOYEE', active: false });
  return {
    recruiter: bearer(await injectSignIn(app, 'rita')),
    admin: bearer(await injectSignIn(app, 'ada')),
    interviewer: bearer(await injectSignIn(app, 'ivan')),
    bystander: bearer(await injectSignIn(app, 'emma')),
    ids: {
      recruiter: rita.id,
      interviewer: ivan.id,
      secondInterviewer: isha.id,
      bystander: emma.id,
      departed: gone.id,
    },
  };
}

/** An applicant in `statusCode` (default "Interviewing") and the token of their status link. */
export async function interviewingApplicant(fullName = 'Priya Sharma', statusCode = 'INTERVIEWING') {
  const { db } = await getTestDatabase();
  const career = await insertCareer({ title: 'HR Recruiter' });
  const email = `${fullName.split(' ')[0]?.toLowerCase()}@example.com`;
  const application = await insertApplication(db, { careerId: career.id, fullName, email, statusCode });
  const path = await createStatusLink(db, application.id);
  const token = path.split('/').at(-1) ?? '';
  return { id: application.id, token, fullName, email };
}

export function proposal(
  applicationId: number,
  interviewerIds: number[],
  slots: string[],
): InterviewProposal {
  return {
    applicationId,
    kind: 'video',
    office: 'manchester',
    videoLink: 'https://meet.example.com/abc-defg-hij',
    durationMinutes: 60,
    interviewerIds,
    slots,
    cutoffHours: 24,
  };
}

export const propose = (app: FastifyInstance, headers: Record<string, string>, body: unknown) =>
  app.inject({ method: 'POST', url: INTERVIEWS_PATH, headers, payload: body as object });

/** Proposes and expects it written: the interview as staff see it. */
export async function proposed(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: InterviewProposal,
) {
  const res = await propose(app, headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return interviewSchema.parse(res.json());
}

export const staffAction = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  action: string,
  body: object = {},
) => app.inject({ method: 'POST', url: `${INTERVIEWS_PATH}/${id}/${action}`, headers, payload: body });

const candidateBase = (token: string) => `${MY_APPLICATION_PATH}/${token}/${MY_INTERVIEWS_SEGMENT}`;

export const candidateList = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: candidateBase(token) });

export const candidateBook = (app: FastifyInstance, token: string, id: number, slotId: number) =>
  app.inject({ method: 'POST', url: `${candidateBase(token)}/${id}/book`, payload: { slotId } });

export const candidateCancel = (app: FastifyInstance, token: string, id: number) =>
  app.inject({ method: 'POST', url: `${candidateBase(token)}/${id}/cancel` });
