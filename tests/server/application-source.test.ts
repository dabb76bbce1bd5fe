// Where an applicant came from (docs/decisions/0018): the source an application carries is stored with it,
// shown on the board and exported with the applicant's data; a source that is too long is refused and nothing
// is stored; admins (only) set one by hand.
import { beforeEach, describe, expect, it } from 'vitest';
import { careerApplicationsSchema } from '../../contracts/recruiter';
import { applications } from '../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../support/server/careers-fixtures';
import { newestApplicationId } from '../support/server/newest-application';
import { pdfResume } from '../support/server/resume-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
let admin: Record<string, string>;
let recruiter: Record<string, string>;

beforeEach(async () => {
  await forgetCachedCareers();
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
});

async function apply(careerId: number, fields: Record<string, string>) {
  const body = await multipart(fields, { name: 'CV.pdf', content: pdfResume(), type: 'application/pdf' });
  return ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
}

async function boardOf(careerId: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/recruiter/job-management/careers/${careerId}/applications`,
    headers: recruiter,
  });
  expect(res.statusCode, res.body).toBe(200);
  return careerApplicationsSchema.parse(res.json()).applications;
}

const setSource = (applicationId: number, source: string, headers = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/applications/${applicationId}/source`,
    headers,
    payload: { source },
  });

describe('the source of an application', () => {
  it('is stored as sent (lower-cased), shown on the board and exported with the applicant', async () => {
    const career = await insertCareer();
    const res = await apply(career.id, {
      ...validApplicant,
      source: 'LinkedIn',
      sourceMedium: 'social',
      sourceCampaign: 'autumn-hiring',
    });
    expect(res.statusCode, res.body).toBe(201);
    const applicationId = await newestApplicationId();
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(applications);
    expect([row?.source, row?.sourceMedium, row?.sourceCampaign]).toEqual([
      'linkedin',
      'social',
      'autumn-hiring',
    ]);
    expect((await boardOf(career.id)).map((a) => [a.id, a.source])).toEqual([[applicationId, 'linkedin']]);

    const exported = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${applicationId}/export`,
      headers: admin,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.includes(Buffer.from('"campaign": "autumn-hiring"'))).toBe(true);
  });

  it('is none for an application that carried none', async () => {
    const career = await insertCareer();
    expect((await apply(career.id, validApplicant)).statusCode).toBe(201);
    expect((await boardOf(career.id)).map((a) => a.source)).toEqual([null]);
  });

  it('refuses a source longer than 100 characters, naming the field, and stores nothing', async () => {
    const career = await insertCareer();
    const res = await apply(career.id, { ...validApplicant, source: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ source: 'At most 100 characters, please.' });
    const { db } = await getTestDatabase();
    expect(await db.select().from(applications)).toEqual([]);
  });
});

describe('a source set by hand', () => {
  it('is saved by an admin, shown on the board, and cleared when emptied', async () => {
    const career = await insertCareer();
    expect((await apply(career.id, validApplicant)).statusCode).toBe(201);
    const applicationId = await newestApplicationId();

    const saved = await setSource(applicationId, '  Job Fair Hyderabad ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ applicationId, source: 'job fair hyderabad' });
    expect((await boardOf(career.id))[0]?.source).toBe('job fair hyderabad');

    expect((await setSource(applicationId, '')).json()).toEqual({ applicationId, source: null });
    expect((await boardOf(career.id))[0]?.source).toBeNull();
  });

  it('is for admins only, and names an application that does not exist', async () => {
    const career = await insertCareer();
    expect((await apply(career.id, validApplicant)).statusCode).toBe(201);
    const applicationId = await newestApplicationId();
    expect((await setSource(applicationId, 'referral', recruiter)).statusCode).toBe(403);
    expect((await boardOf(career.id))[0]?.source).toBeNull();
    const missing = await setSource(424242, 'referral');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no application with id 424242.');
    expect((await setSource(applicationId, 'y'.repeat(101))).statusCode).toBe(400);
  });
});
