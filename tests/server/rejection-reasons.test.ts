import { beforeEach, describe, expect, it } from 'vitest';
import { historySchema } from '../../contracts/recruiter';
import { DEFAULT_REJECTION_REASONS, rejectionReasonListSchema } from '../../contracts/rejection-reasons';
import { insertApplication, statusOf as statusOfApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BOARD = '/api/recruiter/job-management';
const REASONS = '/api/applications/rejection-reasons';
const ADMIN_REASONS = '/api/admin/rejection-reasons';
let recruiter: Record<string, string>;
let admin: Record<string, string>;
let careerId: number;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
  await createStaff(db, { username: 'ed', role: 'EMPLOYEE', displayName: 'Ed Employee' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  admin = bearer(await injectSignIn(ctx.app, 'ada'));
  careerId = (await insertCareer()).id;
});

const applicant = async (statusCode: string, email = `${statusCode.toLowerCase()}@example.com`) =>
  (await insertApplication((await getTestDatabase()).db, { careerId, statusCode, email })).id;

const move = (id: number, query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BOARD}/applications/${id}/move`,
    headers: recruiter,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

const statusOf = async (id: number) => statusOfApplication((await getTestDatabase()).db, id);

async function historyOf(id: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${BOARD}/applications/${id}/history`,
    headers: recruiter,
  });
  return historySchema.parse(res.json());
}

async function reasonId(label: string) {
  const res = await ctx.app.inject({ method: 'GET', url: REASONS, headers: recruiter });
  return rejectionReasonListSchema.parse(res.json()).find((reason) => reason.label === label)?.id ?? 0;
}

describe('rejection reasons', () => {
  it('offers the seeded reasons in order to recruiters, and lets admins add, rename and switch one off', async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: REASONS, headers: recruiter });
    expect(listed.statusCode).toBe(200);
    expect(rejectionReasonListSchema.parse(listed.json()).map((r) => [r.label, r.needsNote])).toEqual(
      DEFAULT_REJECTION_REASONS.map((r) => [r.label, r.needsNote]),
    );

    const added = await ctx.app.inject({
      method: 'POST',
      url: ADMIN_REASONS,
      headers: admin,
      payload: { label: 'Salary expectations', sortOrder: 6 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();
    const twice = await ctx.app.inject({
      method: 'POST',
      url: ADMIN_REASONS,
      headers: admin,
      payload: { label: 'salary EXPECTATIONS' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ label: 'There is already a reason with this name.' });

    const off = await ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN_REASONS}/${id}`,
      headers: admin,
      payload: { label: 'Salary expectations', sortOrder: 6, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const offered = rejectionReasonListSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: REASONS, headers: recruiter })).json(),
    );
    expect(offered.map((r) => r.label)).not.toContain('Salary expectations');
    const all = rejectionReasonListSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: ADMIN_REASONS, headers: admin })).json(),
    );
    expect(all.at(-1)).toMatchObject({ label: 'Salary expectations', active: false });

    // An admin's list only; the reasons themselves are for recruiting staff.
    expect((await ctx.app.inject({ method: 'GET', url: ADMIN_REASONS, headers: recruiter })).statusCode).toBe(
      403,
    );
    const employee = bearer(await injectSignIn(ctx.app, 'ed'));
    expect((await ctx.app.inject({ method: 'GET', url: REASONS, headers: employee })).statusCode).toBe(403);
  });

  it('keeps the reason of a rejection in the history, with the note "Other" needs', async () => {
    const first = await applicant('PROFILE_SCREENED', 'a@example.com');
    const rejected = await move(first, {
      toStatusCode: 'REJECTED',
      reasonId: await reasonId('Experience level'),
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await historyOf(first)).at(-1)).toMatchObject({
      toStatus: 'REJECTED',
      reason: 'Experience level',
    });

    const second = await applicant('INTERVIEWING', 'b@example.com');
    const other = await reasonId('Other');
    const bare = await move(second, { toStatusCode: 'REJECTED', reasonId: other });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ note: 'Say more for “Other”.' });
    expect(await statusOf(second)).toBe('INTERVIEWING');
    const explained = await move(second, {
      toStatusCode: 'REJECTED',
      reasonId: other,
      note: 'Went with an agency',
    });
    expect(explained.statusCode, explained.body).toBe(200);
    expect((await historyOf(second)).at(-1)).toMatchObject({ reason: 'Other', note: 'Went with an agency' });

    // The required move call (docs/requirements.md#api-move) has no reason: a rejection without one is still
    // taken, and says so.
    const third = await applicant('PROFILE_SCREENED', 'c@example.com');
    expect((await move(third, { toStatusCode: 'REJECTED' })).statusCode).toBe(200);
    expect((await historyOf(third)).at(-1)).toMatchObject({ toStatus: 'REJECTED', reason: null });
  });

  it('refuses a reason that is unknown, switched off or not for a rejection, and moves nobody', async () => {
    const id = await applicant('PROFILE_SCREENED');
    const cases: [Record<string, string | number>, Record<string, string>][] = [
      [{ toStatusCode: 'REJECTED', reasonId: 999 }, { reasonId: 'Choose one of the listed reasons.' }],
      [
        { toStatusCode: 'INTERVIEWING', reasonId: await reasonId('Experience level') },
        { reasonId: 'Leave the reason out unless the move is to REJECTED.' },
      ],
      [
        { toStatusCode: 'REJECTED', reasonId: 'soon' },
        { reasonId: 'The reason id must be a positive whole number.' },
      ],
    ];
    for (const [query, fields] of cases) {
      const res = await move(id, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: `${BOARD}/applications/bulk-move`,
      headers: recruiter,
      payload: { applicationIds: [id], toStatusCode: 'REJECTED', reasonId: 999 },
    });
    expect(bulk.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('PROFILE_SCREENED');
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('rejects several at once with one reason, each history row naming it', async () => {
    const ids = [
      await applicant('PROFILE_SCREENED', 'a@example.com'),
      await applicant('INTERVIEWING', 'b@example.com'),
    ];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BOARD}/applications/bulk-move`,
      headers: recruiter,
      payload: { applicationIds: ids, toStatusCode: 'REJECTED', reasonId: await reasonId('Position filled') },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const id of ids) expect((await historyOf(id)).at(-1)).toMatchObject({ reason: 'Position filled' });
  });
});

describe('withdrawal', () => {
  it('takes an applicant in any open status to WITHDRAWN, where nothing moves them again', async () => {
    for (const status of [
      'APPLIED',
      'PROFILE_SCREENED',
      'INTERVIEWING',
      'OFFER_RELEASED',
      'OFFER_ACCEPTED',
    ]) {
      const id = await applicant(status);
      const res = await move(id, { toStatusCode: 'WITHDRAWN', note: 'Took another offer' });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json().status).toEqual({ statusCode: 'WITHDRAWN', label: 'Withdrawn' });
      const again = await move(id, { toStatusCode: 'APPLIED' });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('An applicant in “Withdrawn” cannot be moved any further.');
    }
  });

  it('is refused once the pipeline is over: hired, rejected or a no-show', async () => {
    for (const status of ['POSITION_FILLED', 'REJECTED', 'NO_SHOW']) {
      const id = await applicant(status);
      const res = await move(id, { toStatusCode: 'WITHDRAWN' });
      expect(res.statusCode, status).toBe(409);
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('is the ninth status, between No Show and Rejected', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/applications/statuses',
      headers: recruiter,
    });
    expect(
      res
        .json()
        .map((s: { statusCode: string }) => s.statusCode)
        .slice(-3),
    ).toEqual(['NO_SHOW', 'WITHDRAWN', 'REJECTED']);
  });
});
