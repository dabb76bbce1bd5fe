// The offer gate (docs/decisions/0058): "Offer Released" needs a submitted yes scorecard; an admin may
// release it anyway with a reason, kept in offer_overrides and named in the audit log by id only; a
// recruiter may not; a bulk move refuses each applicant without one and says why; the board knows who has one.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { careerApplicationsSchema } from '../../contracts/recruiter';
import { SCORECARD_TEXTS } from '../../contracts/scorecards';
import { applications, auditLog, offerOverrides } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { giveYesScorecard, insertInterview, insertScorecard } from '../support/server/scorecard-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/recruiter/job-management';
let recruiter: Record<string, string>;
let admin: Record<string, string>;
let careerId: number;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'adam', role: 'ADMIN' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  careerId = (await insertCareer({ title: 'Payroll Specialist' })).id;
});

async function interviewing(email = 'priya@example.com') {
  const { db } = await getTestDatabase();
  return (await insertApplication(db, { careerId, email, statusCode: 'INTERVIEWING' })).id;
}

const offer = (id: number, headers: Record<string, string>, body?: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BASE}/applications/${id}/move?toStatusCode=OFFER_RELEASED`,
    headers,
    ...(body ? { payload: body } : {}),
  });

async function statusOf(id: number) {
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row?.statusCode;
}

async function overridesAndAudit() {
  const { db } = await getTestDatabase();
  return { overrides: await db.select().from(offerOverrides), audit: await db.select().from(auditLog) };
}

describe('a move to Offer Released', () => {
  it('is refused with 409 naming what is missing, and changes nothing, while no yes scorecard exists', async () => {
    const { db } = await getTestDatabase();
    const id = await interviewing();
    // A "no", a draft "yes" and a "yes" on another applicant do not count.
    const rita = (await db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'rita') }))?.id ?? 0;
    const interviewId = await insertInterview(db, { applicationId: id, interviewerIds: [rita] });
    await insertScorecard(db, { interviewId, interviewerId: rita, recommendation: 'no' });
    const other = await interviewing('other@example.com');
    await giveYesScorecard(db, other);
    for (const headers of [recruiter, admin]) {
      const res = await offer(id, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(SCORECARD_TEXTS.offerNeedsYes);
    }
    expect(await statusOf(id)).toBe('INTERVIEWING');
  });

  it('goes ahead once an interviewer submitted a yes', async () => {
    const { db } = await getTestDatabase();
    const id = await interviewing();
    await giveYesScorecard(db, id);
    const res = await offer(id, recruiter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.statusCode).toBe('OFFER_RELEASED');
    expect(await overridesAndAudit()).toEqual({ overrides: [], audit: [] });
  });

  it('lets an admin release it anyway with a reason, recorded, with only its id in the audit log', async () => {
    const id = await interviewing();
    const reason = 'The client met her and wants to hire; the panel is on leave.';
    const res = await offer(id, admin, { offerOverrideReason: `  ${reason} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('OFFER_RELEASED');
    const { overrides, audit } = await overridesAndAudit();
    expect(overrides).toMatchObject([{ applicationId: id, byName: 'adam', reason }]);
    expect(audit).toMatchObject([
      {
        action: 'offer-override',
        actorName: 'adam',
        applicationId: id,
        details: { overrideId: overrides[0]?.id },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('client met her');
  });

  it('refuses a recruiter’s override (403) and an empty or overlong reason (400), changing nothing', async () => {
    const id = await interviewing();
    const byRecruiter = await offer(id, recruiter, { offerOverrideReason: 'Client insists' });
    expect(byRecruiter.statusCode).toBe(403);
    expect(byRecruiter.json().error.message).toBe(SCORECARD_TEXTS.overrideAdminsOnly);
    const empty = await offer(id, admin, { offerOverrideReason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.offerOverrideReason).toBe(SCORECARD_TEXTS.overrideReasonRequired);
    const long = await offer(id, admin, { offerOverrideReason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.offerOverrideReason).toBe(SCORECARD_TEXTS.overrideReasonTooLong);
    expect(await statusOf(id)).toBe('INTERVIEWING');
    expect(await overridesAndAudit()).toEqual({ overrides: [], audit: [] });
  });

  it('in a bulk move, refuses each applicant without a yes and says why, moving the others', async () => {
    const { db } = await getTestDatabase();
    const ready = await interviewing('ready@example.com');
    await giveYesScorecard(db, ready);
    const notReady = await interviewing('not.ready@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/applications/bulk-move`,
      headers: admin,
      payload: { applicationIds: [ready, notReady], toStatusCode: 'OFFER_RELEASED' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved.map((a: { id: number }) => a.id)).toEqual([ready]);
    expect(res.json().refused).toEqual([{ applicationId: notReady, reason: SCORECARD_TEXTS.offerNeedsYes }]);
    expect(await statusOf(notReady)).toBe('INTERVIEWING');
  });

  it('leaves other moves alone', async () => {
    const id = await interviewing();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/applications/${id}/move?toStatusCode=REJECTED`,
      headers: recruiter,
    });
    // REJECTED wants its reason (decision 0020), not a scorecard.
    expect(res.json().error?.message ?? '').not.toContain('scorecard');
  });
});

describe('the board', () => {
  it('says which applicants have a submitted yes scorecard', async () => {
    const { db } = await getTestDatabase();
    const yes = await interviewing('yes@example.com');
    await giveYesScorecard(db, yes);
    const none = await interviewing('none@example.com');
    const res = await ctx.app.inject({ url: `${BASE}/careers/${careerId}/applications`, headers: recruiter });
    const board = careerApplicationsSchema.parse(res.json());
    const flag = new Map(board.applications.map((a) => [a.id, a.hasYesScorecard]));
    expect(flag.get(yes)).toBe(true);
    expect(flag.get(none)).toBe(false);
  });
});
