// The recruiting report's interview figures (docs/decisions/0058): the median days from applying to the first
// interview that was booked (proposals and cancelled ones do not count), and the interviews held per
// application that filled a position; both over the applications the filters choose, and never stale after
// an interview changes (the interviews table is read afresh).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationStatusHistory, applications, interviews } from '../../server/db/schema';
import { recruitingReport } from '../../server/services/recruiting-report';
import { insertCareer } from '../support/server/careers-fixtures';
import { insertInterview } from '../support/server/scorecard-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

setupTestApp();
const T0 = Date.parse('2026-10-01T00:00:00Z');
const day = (n: number) => new Date(T0 + n * 24 * 60 * 60 * 1000);
const PATH_TO_FILLED = [
  'APPLIED',
  'PROFILE_SCREENED',
  'INTERVIEWING',
  'OFFER_RELEASED',
  'OFFER_ACCEPTED',
  'POSITION_FILLED',
];

/** An application made on `appliedDay`, moved a day at a time along the path to `status`. */
async function application(careerId: number, appliedDay: number, status: string) {
  const { db } = await getTestDatabase();
  const [row] = await db
    .insert(applications)
    .values({
      careerId,
      fullName: 'Applicant',
      email: `a${Math.random()}@example.com`,
      mobile: '+91 98765 43210',
      statusCode: status,
      consentAt: day(appliedDay),
      appliedAt: day(appliedDay),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('not inserted');
  const stages = PATH_TO_FILLED.slice(0, PATH_TO_FILLED.indexOf(status) + 1);
  await db.insert(applicationStatusHistory).values(
    stages.map((to, index) => ({
      applicationId: row.id,
      fromStatus: index === 0 ? null : (stages[index - 1] ?? null),
      toStatus: to,
      changedAt: day(appliedDay + index * 0.01),
    })),
  );
  return row.id;
}

const interview = async (
  applicationId: number,
  state: 'held' | 'booked' | 'no_show' | 'cancelled' | 'proposed',
  at: number | null,
) =>
  insertInterview((await getTestDatabase()).db, {
    applicationId,
    interviewerIds: [],
    state,
    startsAt: at === null ? null : day(at),
  });

let careerId: number;

beforeEach(async () => {
  careerId = (await insertCareer({ title: 'Payroll Specialist', postedAt: day(0) })).id;
  // Applied day 1: first booked interview day 5 (the cancelled one on day 2 and the proposal do not count).
  const hiredFirst = await application(careerId, 1, 'POSITION_FILLED');
  await interview(hiredFirst, 'cancelled', 2);
  await interview(hiredFirst, 'proposed', null);
  await interview(hiredFirst, 'held', 5);
  await interview(hiredFirst, 'held', 9);
  // Applied day 2: a no-show on day 12 is its first, then one held on day 14.
  const hiredSecond = await application(careerId, 2, 'POSITION_FILLED');
  await interview(hiredSecond, 'no_show', 12);
  await interview(hiredSecond, 'held', 14);
  // Applied day 3, still interviewing: first on day 20; its interview is no hire's.
  const stillInterviewing = await application(careerId, 3, 'INTERVIEWING');
  await interview(stillInterviewing, 'held', 20);
  // Never interviewed.
  await application(careerId, 4, 'PROFILE_SCREENED');
});

describe('the interview figures', () => {
  it('gives the days from applying to the first booked interview, and the interviews held per hire', async () => {
    const { db } = await getTestDatabase();
    const report = await recruitingReport(db, {}, day(30));
    // 4, 10 and 17 days: the median is 10; the 90th percentile interpolates to 15.6.
    expect(report.timeToFirstInterview).toEqual({ count: 3, medianDays: 10, p90Days: 15.6 });
    // Two positions filled, three interviews held for them (the no-show is not held).
    expect(report.interviewsPerHire).toEqual({ filled: 2, held: 3, perHire: 1.5 });
  });

  it('keeps to the period chosen, and says nothing when nobody was interviewed or hired', async () => {
    const { db } = await getTestDatabase();
    const early = await recruitingReport(db, { from: '2026-10-02', to: '2026-10-02' }, day(30));
    expect(early.timeToFirstInterview).toEqual({ count: 1, medianDays: 4, p90Days: 4 });
    expect(early.interviewsPerHire).toEqual({ filled: 1, held: 2, perHire: 2 });
    const late = await recruitingReport(db, { from: '2026-10-05' }, day(30));
    expect(late.timeToFirstInterview).toEqual({ count: 0, medianDays: null, p90Days: null });
    expect(late.interviewsPerHire).toEqual({ filled: 0, held: 0, perHire: null });
  });

  it('sees an interview held after the report was first asked for', async () => {
    const { db } = await getTestDatabase();
    expect((await recruitingReport(db, {}, day(30))).interviewsPerHire.held).toBe(3);
    await db.update(interviews).set({ state: 'held' }).where(eq(interviews.state, 'no_show'));
    expect((await recruitingReport(db, {}, day(30))).interviewsPerHire).toMatchObject({
      held: 4,
      perHire: 2,
    });
  });
});
