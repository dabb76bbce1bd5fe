// Moving several applicants at once: each move follows the single move's rules in a
// transaction of its own, with its history row; the answer says who moved and who did not, and why; a bad
// request changes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { bulkMoveResultSchema } from '../../contracts/recruiter';
import {
  historyRowsOf,
  insertApplication,
  statusOf as statusOfApplication,
} from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const URL = '/api/recruiter/job-management/applications/bulk-move';
let recruiter: Record<string, string>;
let careerId: number;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'ed', role: 'EMPLOYEE', displayName: 'Ed Employee' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  careerId = (await insertCareer()).id;
});

const applicant = async (statusCode: string, email: string) =>
  (await insertApplication((await getTestDatabase()).db, { careerId, statusCode, email })).id;

const bulkMove = (payload: object, headers = recruiter) =>
  ctx.app.inject({ method: 'POST', url: URL, headers, payload });

const statusOf = async (id: number) => statusOfApplication((await getTestDatabase()).db, id);

async function historyOf(id: number) {
  return historyRowsOf((await getTestDatabase()).db, id);
}

describe('POST …/applications/bulk-move', () => {
  it('moves each applicant the pipeline allows, with its history row and note, and names those it did not', async () => {
    const first = await applicant('APPLIED', 'a@example.com');
    const second = await applicant('APPLIED', 'b@example.com');
    const rejected = await applicant('REJECTED', 'c@example.com');
    const res = await bulkMove({
      applicationIds: [first, rejected, second, 424242],
      toStatusCode: 'PROFILE_SCREENED',
      note: 'Strong portfolios',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = bulkMoveResultSchema.parse(res.json());
    expect(answer.moved.map((a) => [a.id, a.status.statusCode])).toEqual([
      [first, 'PROFILE_SCREENED'],
      [second, 'PROFILE_SCREENED'],
    ]);
    expect(answer.refused).toEqual([
      { applicationId: rejected, reason: 'An applicant in “Rejected” cannot be moved any further.' },
      { applicationId: 424242, reason: 'There is no application with id 424242.' },
    ]);
    expect([await statusOf(first), await statusOf(second), await statusOf(rejected)]).toEqual([
      'PROFILE_SCREENED',
      'PROFILE_SCREENED',
      'REJECTED',
    ]);
    const rows = await historyOf(first);
    expect(rows.at(-1)).toMatchObject({
      fromStatus: 'APPLIED',
      toStatus: 'PROFILE_SCREENED',
      note: 'Strong portfolios',
    });
    expect(await historyOf(rejected)).toHaveLength(3);
  });

  it('refuses a bad request whole, naming the field, and moves nobody', async () => {
    const id = await applicant('APPLIED', 'a@example.com');
    const cases: [object, Record<string, string>][] = [
      [
        { applicationIds: [], toStatusCode: 'INTERVIEWING' },
        { applicationIds: 'Choose at least one applicant to move.' },
      ],
      [
        { applicationIds: [id, id], toStatusCode: 'INTERVIEWING' },
        { applicationIds: 'Name each applicant once.' },
      ],
      [
        { applicationIds: Array.from({ length: 201 }, (_, i) => i + 1), toStatusCode: 'INTERVIEWING' },
        { applicationIds: 'Move at most 200 applicants at once.' },
      ],
      [
        { applicationIds: [id], toStatusCode: 'somewhere' },
        { toStatusCode: 'toStatusCode must be a status code such as PROFILE_SCREENED.' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await bulkMove(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    const unknown = await bulkMove({ applicationIds: [id], toStatusCode: 'ON_THE_MOON' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('There is no status ON_THE_MOON.');
    expect(await statusOf(id)).toBe('APPLIED');
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('is for recruiters and admins only', async () => {
    const id = await applicant('APPLIED', 'a@example.com');
    const res = await bulkMove(
      { applicationIds: [id], toStatusCode: 'PROFILE_SCREENED' },
      bearer(await injectSignIn(ctx.app, 'ed')),
    );
    expect(res.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('APPLIED');
  });
});
