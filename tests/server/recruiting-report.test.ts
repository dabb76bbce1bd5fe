// The recruiting report (docs/decisions/0019) on a fixture with known dates and sources: every figure equals
// the value computed by hand below, on whichever database the project runs (PGlite and PostgreSQL).

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITING_REPORT_PATH } from '../../contracts/api-paths';
import type { RecruitingReportQuery } from '../../contracts/reports';
import { applicationStatusHistory, applications, rejectionReasons } from '../../server/db/schema';
import { recruitingReport } from '../../server/services/recruiting-report';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const T0 = Date.parse('2026-10-01T00:00:00Z');
const day = (n: number) => new Date(T0 + n * 24 * 60 * 60 * 1000);
const NOW = day(30);

let careerA: number;
let careerB: number;

/** One application: applied on `stages[0]`'s day, then moved through the rest in order. */
async function application(careerId: number, source: string | null, stages: [string, number][]) {
  const { db } = await getTestDatabase();
  const [first] = stages;
  if (!first) throw new Error('an application needs its first stage');
  const [row] = await db
    .insert(applications)
    .values({
      careerId,
      fullName: 'Applicant',
      email: `a${Math.random()}@example.com`,
      mobile: '+91 98765 43210',
      source,
      statusCode: stages.at(-1)?.[0] ?? 'APPLIED',
      consentAt: day(first[1]),
      appliedAt: day(first[1]),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('not inserted');
  await db.insert(applicationStatusHistory).values(
    stages.map(([status, at], index) => ({
      applicationId: row.id,
      fromStatus: index === 0 ? null : (stages[index - 1]?.[0] ?? null),
      toStatus: status,
      changedAt: day(at),
    })),
  );
}

beforeEach(async () => {
  careerA = (await insertCareer({ title: 'Frontend Developer', department: 'Engineering', postedAt: day(0) }))
    .id;
  careerB = (await insertCareer({ title: 'UI Designer', department: 'Design', postedAt: day(10) })).id;
  await insertCareer({ title: 'Closed Role', status: 'CLOSED', postedAt: day(0) });
  await application(careerA, 'linkedin', [
    ['APPLIED', 1],
    ['PROFILE_SCREENED', 3],
    ['INTERVIEWING', 6],
    ['OFFER_RELEASED', 10],
    ['OFFER_ACCEPTED', 12],
    ['POSITION_FILLED', 20],
  ]);
  await application(careerA, 'linkedin', [
    ['APPLIED', 2],
    ['PROFILE_SCREENED', 4],
    ['REJECTED', 5],
  ]);
  await application(careerA, null, [['APPLIED', 5]]);
  await application(careerB, 'indeed', [
    ['APPLIED', 11],
    ['PROFILE_SCREENED', 12],
    ['INTERVIEWING', 15],
    ['OFFER_RELEASED', 19],
  ]);
});

const report = async (query: RecruitingReportQuery = {}) =>
  recruitingReport((await getTestDatabase()).db, query, NOW);
const reachedOf = (stages: { statusCode: string; reached: number }[]) =>
  Object.fromEntries(stages.map((stage) => [stage.statusCode, stage.reached]));

describe('the recruiting report', () => {
  it('counts who reached each stage of the main path and the conversion to the next, overall and per career', async () => {
    const { funnel, funnelByCareer, options } = await report();
    expect(options.departments).toEqual(['Design', 'Engineering']);
    expect(options.careers.map((c) => c.title)).toEqual(['Closed Role', 'Frontend Developer', 'UI Designer']);
    expect(funnel.map((s) => [s.statusCode, s.reached, s.conversionToNext])).toEqual([
      ['APPLIED', 4, 0.75],
      ['PROFILE_SCREENED', 3, 0.667],
      ['INTERVIEWING', 2, 1],
      ['OFFER_RELEASED', 2, 0.5],
      ['OFFER_ACCEPTED', 1, 1],
      ['POSITION_FILLED', 1, null],
    ]);
    expect(funnel[0]?.label).toBe('Applied');
    const byCareer = new Map(funnelByCareer.map((c) => [c.careerId, reachedOf(c.stages)]));
    expect(byCareer.get(careerA)).toEqual({
      APPLIED: 3,
      PROFILE_SCREENED: 2,
      INTERVIEWING: 1,
      OFFER_RELEASED: 1,
      OFFER_ACCEPTED: 1,
      POSITION_FILLED: 1,
    });
    expect(byCareer.get(careerB)).toMatchObject({ APPLIED: 1, OFFER_RELEASED: 1, OFFER_ACCEPTED: 0 });
  });

  it('gives the median and 90th percentile of the days spent in each status by those who left it', async () => {
    const { timeInStatus } = await report();
    const stays = Object.fromEntries(
      timeInStatus.map((s) => [s.statusCode, [s.count, s.medianDays, s.p90Days]]),
    );
    expect(stays).toEqual({
      // 2, 2 and 1 days (the third applicant is still there)
      APPLIED: [3, 2, 2],
      // 3, 1 and 3 days
      PROFILE_SCREENED: [3, 3, 3],
      INTERVIEWING: [2, 4, 4],
      OFFER_RELEASED: [1, 2, 2],
      OFFER_ACCEPTED: [1, 8, 8],
      POSITION_FILLED: [0, null, null],
      NO_SHOW: [0, null, null],
      WITHDRAWN: [0, null, null],
      REJECTED: [0, null, null],
    });
  });

  it('gives the time to offer, the time to fill, applicants and hires per source, and the open positions’ age', async () => {
    const { timeToOffer, timeToFill, sources, openPositions } = await report();
    // 9 and 8 days from applying to the offer; the 90th percentile interpolates: 8 + 0.9 × 1.
    expect(timeToOffer).toEqual({ count: 2, medianDays: 8.5, p90Days: 8.9 });
    // The Frontend Developer was posted on day 0 and filled on day 20.
    expect(timeToFill).toEqual({ count: 1, medianDays: 20, p90Days: 20 });
    expect(sources).toEqual([
      { source: 'linkedin', applicants: 2, hires: 1 },
      { source: 'indeed', applicants: 1, hires: 0 },
      { source: null, applicants: 1, hires: 0 },
    ]);
    expect(openPositions.map((p) => [p.careerId, p.ageDays, p.applicants, p.department])).toEqual([
      [careerA, 30, 3, 'Engineering'],
      [careerB, 20, 1, 'Design'],
    ]);
  });

  it('narrows every figure to the period, the department and the career chosen', async () => {
    const design = await report({ department: 'Design' });
    expect(reachedOf(design.funnel)).toMatchObject({ APPLIED: 1, INTERVIEWING: 1, OFFER_ACCEPTED: 0 });
    expect(design.openPositions.map((p) => p.careerId)).toEqual([careerB]);
    expect(design.timeToOffer).toEqual({ count: 1, medianDays: 8, p90Days: 8 });
    // Only the fourth applicant's stays: 1, 3 and 4 days (still at the offer).
    expect(
      design.timeInStatus.filter((s) => s.count > 0).map((s) => [s.statusCode, s.count, s.medianDays]),
    ).toEqual([
      ['APPLIED', 1, 1],
      ['PROFILE_SCREENED', 1, 3],
      ['INTERVIEWING', 1, 4],
    ]);

    // Applied from 3 to 6 October, both days included: the second and the third applicant.
    const period = await report({ from: '2026-10-03', to: '2026-10-06' });
    expect(reachedOf(period.funnel)).toMatchObject({ APPLIED: 2, PROFILE_SCREENED: 1, INTERVIEWING: 0 });
    expect(period.sources).toEqual([
      { source: 'linkedin', applicants: 1, hires: 0 },
      { source: null, applicants: 1, hires: 0 },
    ]);

    const one = await report({ careerId: careerA });
    expect(one.funnelByCareer.map((c) => c.careerId)).toEqual([careerA]);
    expect(one.timeToFill.count).toBe(1);
  });
});

describe('GET /api/reports/recruiting', () => {
  it('answers admins and recruiters, refuses others, and names a bad filter', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
    await createStaff(db, { username: 'ed', role: 'EMPLOYEE', displayName: 'Ed Employee' });
    const get = async (username: string, query = '') =>
      ctx.app.inject({
        method: 'GET',
        url: `${RECRUITING_REPORT_PATH}${query}`,
        headers: bearer(await injectSignIn(ctx.app, username)),
      });
    const answer = await get('rita', '?department=Design');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().funnel[0]).toEqual({
      statusCode: 'APPLIED',
      label: 'Applied',
      reached: 1,
      conversionToNext: 1,
    });
    expect((await get('ed')).statusCode).toBe(403);
    const backwards = await get('rita', '?from=2026-10-06&to=2026-10-03');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'The period cannot end before it starts.' });
    expect((await get('rita', '?from=yesterday')).json().error.fields).toEqual({
      from: 'Give the first day as YYYY-MM-DD.',
    });
  });

  it('counts rejections by the reason given, those without one as “No reason given”, within the filters', async () => {
    const { db } = await getTestDatabase();
    const [reason] = await db
      .select()
      .from(rejectionReasons)
      .where(eq(rejectionReasons.label, 'Experience level'));
    await application(careerB, null, [
      ['APPLIED', 13],
      ['PROFILE_SCREENED', 13.5],
      ['REJECTED', 14],
    ]);
    await db
      .update(applicationStatusHistory)
      .set({ reasonId: reason?.id ?? 0 })
      .where(eq(applicationStatusHistory.changedAt, day(14)));
    expect((await report()).rejectionReasons).toEqual([
      { reason: 'Experience level', rejected: 1 },
      { reason: 'No reason given', rejected: 1 },
    ]);
    expect((await report({ careerId: careerB })).rejectionReasons).toEqual([
      { reason: 'Experience level', rejected: 1 },
    ]);
  });
});
