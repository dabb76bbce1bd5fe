import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { careerApplicationsSchema, historySchema, recentCareerListSchema } from '../../contracts/recruiter';
import { demoResumePdf } from '../../server/db/demo-resume';
import { applicationStatusHistory, applications } from '../../server/db/schema';
import { type ApplicationValues, insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { giveYesScorecard } from '../support/server/scorecard-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/recruiter/job-management';
let recruiter: Record<string, string>;
let admin: Record<string, string>;
let employee: Record<string, string>;
let careerId: number;

async function addApplicant(overrides: Partial<ApplicationValues> = {}) {
  const { db } = await getTestDatabase();
  return insertApplication(db, {
    careerId,
    email: 'priya@example.com',
    state: 'Telangana',
    city: 'Hyderabad',
    ...overrides,
  });
}

const historyRows = async (applicationId: number) => {
  const { db } = await getTestDatabase();
  return db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId));
};

const move = (id: number, to: string, headers = recruiter, note?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/applications/${id}/move?toStatusCode=${to}${note ? `&note=${encodeURIComponent(note)}` : ''}`,
    headers,
  });

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'adam', role: 'ADMIN' });
  await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  employee = bearer(await injectSignIn(ctx.app, 'emma'));
  careerId = (await insertCareer({ title: 'Payroll Specialist' })).id;
});

describe('who may use job management', () => {
  const reads = ['/api/applications/statuses', `${BASE}/careers/recent`];

  it('answers recruiters and admins', async () => {
    for (const headers of [recruiter, admin]) {
      for (const url of reads) expect((await ctx.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
  });

  it('refuses anonymous callers with 401 and employees with 403, changing nothing', async () => {
    const applicant = await addApplicant();
    for (const url of reads) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: employee })).statusCode).toBe(403);
    }
    expect((await move(applicant.id, 'PROFILE_SCREENED', employee)).statusCode).toBe(403);
    expect((await move(applicant.id, 'PROFILE_SCREENED', {})).statusCode).toBe(401);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(applications).where(eq(applications.id, applicant.id));
    expect(row?.statusCode).toBe('APPLIED');
  });
});

describe('GET statuses, careers and applications', () => {
  it('lists the statuses in pipeline order', async () => {
    const res = await ctx.app.inject({ url: '/api/applications/statuses', headers: recruiter });
    expect(res.json().map((s: { statusCode: string }) => s.statusCode)).toEqual([
      'APPLIED',
      'PROFILE_SCREENED',
      'INTERVIEWING',
      'OFFER_RELEASED',
      'OFFER_ACCEPTED',
      'POSITION_FILLED',
      'NO_SHOW',
      'WITHDRAWN',
      'REJECTED',
    ]);
  });

  it('lists careers by latest application, then by applicant count', async () => {
    const busy = await insertCareer({ title: 'Busy' });
    const quiet = await insertCareer({ title: 'Quiet' });
    await addApplicant({ careerId: busy.id, appliedAt: new Date('2026-01-01T10:00:00Z') });
    await addApplicant({ careerId: busy.id, appliedAt: new Date('2026-01-01T10:00:00Z') });
    await addApplicant({ appliedAt: new Date('2026-03-01T10:00:00Z') });
    const res = await ctx.app.inject({ url: `${BASE}/careers/recent`, headers: recruiter });
    const list = recentCareerListSchema.parse(res.json());
    expect(list.map((c) => [c.title, c.applicationsCount])).toEqual([
      ['Payroll Specialist', 1],
      ['Busy', 2],
      ['Quiet', 0],
    ]);
    expect(list[0]?.latestAppliedAt).toBe('2026-03-01T10:00:00.000Z');
    expect(list.find((c) => c.id === quiet.id)?.latestAppliedAt).toBeNull();
  });

  it('lists a career’s applicants newest first with the board’s fields', async () => {
    await addApplicant({ fullName: 'Older', appliedAt: new Date('2026-01-01T00:00:00Z') });
    await addApplicant({
      fullName: 'Newer',
      appliedAt: new Date('2026-02-01T00:00:00Z'),
      statusCode: 'INTERVIEWING',
    });
    const res = await ctx.app.inject({ url: `${BASE}/careers/${careerId}/applications`, headers: recruiter });
    const body = careerApplicationsSchema.parse(res.json());
    expect(body.career.title).toBe('Payroll Specialist');
    expect(body.applications.map((a) => a.name)).toEqual(['Newer', 'Older']);
    expect(body.applications[0]).toMatchObject({
      email: 'priya@example.com',
      mobile: '+91 98765 43210',
      city: 'Hyderabad',
      state: 'Telangana',
      status: { statusCode: 'INTERVIEWING', label: 'Interviewing' },
    });
  });

  it('answers 404 for an unknown career and 400 for a malformed id', async () => {
    expect(
      (await ctx.app.inject({ url: `${BASE}/careers/9999/applications`, headers: recruiter })).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({ url: `${BASE}/careers/abc/applications`, headers: recruiter });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('careerId');
  });
});

describe('POST move', () => {
  it('moves along the choices table, records who, when and the note, and answers the updated applicant', async () => {
    const applicant = await addApplicant();
    const res = await move(applicant.id, 'PROFILE_SCREENED', recruiter, 'Strong payroll background');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: applicant.id,
      status: { statusCode: 'PROFILE_SCREENED', label: 'Profile Screened' },
    });
    const history = historySchema.parse(
      (
        await ctx.app.inject({ url: `${BASE}/applications/${applicant.id}/history`, headers: recruiter })
      ).json(),
    );
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.note, h.changedBy])).toEqual([
      [null, 'APPLIED', null, null],
      ['APPLIED', 'PROFILE_SCREENED', 'Strong payroll background', 'Rita Recruiter'],
    ]);
  });

  it('refuses a move the table does not offer with 409 and the allowed choices, changing nothing', async () => {
    const applicant = await addApplicant();
    const res = await move(applicant.id, 'OFFER_RELEASED');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'conflict',
      message: 'An applicant in “Applied” can only be moved to: Profile Screened.',
      fields: { allowed: 'PROFILE_SCREENED' },
    });
    const rejected = await addApplicant({ email: 'r@example.com', statusCode: 'REJECTED' });
    const written = (await historyRows(rejected.id)).length;
    const locked = await move(rejected.id, 'APPLIED');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe('An applicant in “Rejected” cannot be moved any further.');
    expect(await historyRows(applicant.id)).toHaveLength(1);
    expect(await historyRows(rejected.id)).toHaveLength(written);
  });

  it('answers 400 for an unknown or malformed status and 404 for an unknown applicant', async () => {
    const applicant = await addApplicant();
    expect((await move(applicant.id, 'HIRED_ON_MARS')).statusCode).toBe(400);
    const malformed = await move(applicant.id, 'rejected;drop');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('toStatusCode');
    expect((await move(424242, 'PROFILE_SCREENED')).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous moves from the same status win', async () => {
    const applicant = await addApplicant({ statusCode: 'INTERVIEWING' });
    // An offer needs an interviewer's yes (docs/decisions/0058).
    await giveYesScorecard((await getTestDatabase()).db, applicant.id);
    const written = (await historyRows(applicant.id)).length;
    const [first, second] = await Promise.all([
      move(applicant.id, 'OFFER_RELEASED'),
      move(applicant.id, 'REJECTED', admin),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await historyRows(applicant.id)).toHaveLength(written + 1);
  });
});

describe('GET resume', () => {
  it('sends the file with its type, a safe download name and nosniff', async () => {
    const { db } = await getTestDatabase();
    const key = await ctx.app.storage.resumes.put(demoResumePdf(['Priya Sharma']));
    const applicant = await addApplicant({
      resumeKey: key,
      resumeFilename: 'Priya "CV"\r\n2026.pdf',
      resumeContentType: 'application/pdf',
    });
    const res = await ctx.app.inject({
      url: `${BASE}/applications/${applicant.id}/resume`,
      headers: recruiter,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Priya _CV___2026.pdf"; filename*=UTF-8\'\'Priya%20_CV___2026.pdf',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await db.delete(applications);
  });

  it('answers 404 when the applicant sent no résumé', async () => {
    const applicant = await addApplicant();
    const res = await ctx.app.inject({
      url: `${BASE}/applications/${applicant.id}/resume`,
      headers: recruiter,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This applicant did not upload a résumé.');
  });
});
