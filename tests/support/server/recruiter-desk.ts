// What the board's server tests start from: the test file's app, a recruiter signed in and a job taking
// applicants, made afresh before each test (every test starts from an emptied database).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { insertApplication } from './application-fixtures';
import { bearer, createStaff, injectSignIn } from './auth';
import { insertCareer } from './careers-fixtures';
import { buildTestApp, closeTestApp } from './test-app';
import { getTestDatabase } from './test-database';

export interface RecruiterDesk {
  app: FastifyInstance;
  /** The recruiter's (rita's) authorization header. */
  recruiter: Record<string, string>;
  /** A job taking applicants. */
  careerId: number;
  /** A new applicant for the job, in Applied; its application's id. */
  applicant(email?: string): Promise<number>;
}

/** Call at a test file's top level. */
export function setupRecruiterDesk(): RecruiterDesk {
  const desk = {
    async applicant(email = 'priya.sharma@example.com') {
      const { db } = await getTestDatabase();
      const careerId = desk.careerId;
      return (
        await insertApplication(db, { careerId, statusCode: 'APPLIED', email, fullName: 'Priya Sharma' })
      ).id;
    },
  } as RecruiterDesk;
  beforeAll(async () => {
    desk.app = await buildTestApp();
  });
  afterAll(() => closeTestApp(desk.app));
  beforeEach(async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
    desk.recruiter = bearer(await injectSignIn(desk.app, 'rita'));
    desk.careerId = (await insertCareer({ title: 'Payroll Executive' })).id;
  });
  return desk;
}
