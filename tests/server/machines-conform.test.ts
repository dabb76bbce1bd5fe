// `npm run machines:conform` on real databases: the demo seed and moves made through the API conform to the
// machine model; a forbidden row written behind the server's back is reported with who made it, and fails.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConformResult,
  conformHistory,
  exitCodeOf,
  transitionName,
} from '../../scripts/machines/lib/conform-history';
import { reportLines } from '../../scripts/machines/lib/conform-report';
import { readConformRows } from '../../scripts/machines/lib/conform-rows';
import { readScorecardRows, scorecardReportLines } from '../../scripts/machines/lib/conform-scorecard-rows';
import { scorecardViolations } from '../../scripts/machines/lib/conform-scorecards';
import { movesTheTestsWalk, type WalkedByTests } from '../../scripts/machines/lib/conform-walked';
import { applicationStatusHistory, applications } from '../../server/db/schema';
import { DEMO_APPLICATION_COUNT, seedDemo } from '../../server/db/seed';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../support/server/careers-fixtures';
import { newestApplicationId } from '../support/server/newest-application';
import { pdfResume } from '../support/server/resume-files';
import { giveYesScorecard } from '../support/server/scorecard-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
let walked: WalkedByTests;

beforeAll(() => {
  walked = movesTheTestsWalk();
});

/** What the CLI does after opening the database: read, replay, report. */
async function conform(): Promise<{ result: ConformResult; lines: string[] }> {
  const { db } = await getTestDatabase();
  const data = await readConformRows(db);
  const result = await conformHistory({ ...data, walked });
  const lines = reportLines(result, {
    where: 'the test database',
    statuses: data.statuses.length,
    paths: walked.paths,
  });
  return { result, lines };
}

const used = (result: ConformResult) =>
  Object.fromEntries(result.counts.map((t) => [transitionName(t.from, t.to), t.count]));

let applicants = 0;
/** Applies through the careers page as a new person (the server refuses a second application in process). */
async function apply(careerId: number): Promise<number> {
  applicants += 1;
  const body = await multipart(
    {
      ...validApplicant,
      email: `applicant${applicants}@example.com`,
      mobile: `+91 98765 ${10000 + applicants}`,
    },
    { name: 'cv.pdf', content: pdfResume(), type: 'application/pdf' },
  );
  const res = await ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return newestApplicationId();
}

async function recruiterMoves() {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  const headers = bearer(await injectSignIn(ctx.app, 'rita'));
  return (id: number, to: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/recruiter/job-management/applications/${id}/move?toStatusCode=${to}`,
      headers,
    });
}

describe('machines:conform on real databases', () => {
  it('finds the demo seed conforming: every applicant created into APPLIED, then offered moves', async () => {
    const { db } = await getTestDatabase();
    const resumes = createDatabaseStorage(db, 'resumes');
    expect(await seedDemo(db, { password: 'Demo-Pass-1', resumes })).toEqual({ seeded: true });

    const { result, lines } = await conform();
    expect(result.violations).toEqual([]);
    expect(exitCodeOf(result)).toBe(0);
    expect(result.applications).toBe(DEMO_APPLICATION_COUNT);
    expect(used(result)['(created) → APPLIED']).toBe(DEMO_APPLICATION_COUNT);
    // The seed walks only moves the path tests walk; its creations are the paths' start, not a move.
    expect(result.unwalked.map((t) => transitionName(t.from, t.to))).toEqual(['(created) → APPLIED']);
    expect(lines.at(-1)).toBe('OK: history conforms to the machine model (exit 0)');
  });

  it('holds offers made since the offer gate to it, and the demo seed’s earlier ones not', async () => {
    const { db } = await getTestDatabase();
    const resumes = createDatabaseStorage(db, 'resumes');
    await seedDemo(db, { password: 'Demo-Pass-1', resumes });
    const before = await readScorecardRows(db);
    expect(before.reachedSince).toBeInstanceOf(Date);
    expect(before.offers.length).toBeGreaterThan(0);
    expect(scorecardViolations(before)).toEqual([]);
    // An offer recorded now with no yes scorecard and no override: what the gate forbids.
    const [applicant] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.statusCode, 'INTERVIEWING'))
      .limit(1);
    const id = applicant?.id ?? 0;
    await db.update(applications).set({ statusCode: 'OFFER_RELEASED' }).where(eq(applications.id, id));
    await db.insert(applicationStatusHistory).values({
      applicationId: id,
      fromStatus: 'INTERVIEWING',
      toStatus: 'OFFER_RELEASED',
      changedAt: new Date(),
    });
    expect(scorecardViolations(await readScorecardRows(db))).toEqual([
      `application ${id} reached OFFER_RELEASED with no submitted yes scorecard and no admin override`,
    ]);
    const lines = scorecardReportLines(await readScorecardRows(db), ['x']);
    expect(lines).toContain('  Violations (1):');
  });

  it('finds moves made through the API conforming, refused ones leaving no trace', async () => {
    const career = await insertCareer({ title: 'Payroll Specialist' });
    const hired = await apply(career.id);
    const rejected = await apply(career.id);
    const move = await recruiterMoves();
    // An offer needs an interviewer's yes (docs/decisions/0058).
    await giveYesScorecard((await getTestDatabase()).db, hired);
    for (const to of [
      'PROFILE_SCREENED',
      'INTERVIEWING',
      'OFFER_RELEASED',
      'OFFER_ACCEPTED',
      'POSITION_FILLED',
    ]) {
      expect((await move(hired, to)).statusCode, to).toBe(200);
    }
    expect((await move(rejected, 'PROFILE_SCREENED')).statusCode).toBe(200);
    expect((await move(rejected, 'REJECTED')).statusCode).toBe(200);
    expect((await move(rejected, 'INTERVIEWING')).statusCode).toBe(409);
    expect((await move(hired, 'APPLIED')).statusCode).toBe(409);

    const { result } = await conform();
    expect(result.violations).toEqual([]);
    expect(result).toMatchObject({ applications: 2, rows: 9 });
    expect(used(result)).toEqual({
      '(created) → APPLIED': 2,
      'APPLIED → PROFILE_SCREENED': 2,
      'PROFILE_SCREENED → INTERVIEWING': 1,
      'PROFILE_SCREENED → REJECTED': 1,
      'INTERVIEWING → OFFER_RELEASED': 1,
      'OFFER_RELEASED → OFFER_ACCEPTED': 1,
      'OFFER_ACCEPTED → POSITION_FILLED': 1,
    });
  });

  it('reports a forbidden row written straight into the table with its application, move, time and user', async () => {
    const career = await insertCareer({ title: 'Payroll Specialist' });
    const id = await apply(career.id);
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rita', role: 'RECRUITER' });
    // A minute after the creation row (written "now"), so it is the application's second row.
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    // What a hand-made fix in psql might do: jump the applicant to an accepted offer.
    await db.execute(sql`update applications set status_code = 'OFFER_ACCEPTED' where id = ${id}`);
    await db.execute(sql`insert into application_status_history (application_id, from_status, to_status, changed_by, changed_at)
      select ${id}, 'APPLIED', 'OFFER_ACCEPTED', u.id, ${at.toISOString()}::timestamptz from users u where u.username = 'rita'`);

    try {
      const { result, lines } = await conform();
      expect(result.violations).toHaveLength(1);
      expect(result.violations[0]).toMatchObject({
        applicationId: id,
        row: { fromStatus: 'APPLIED', toStatus: 'OFFER_ACCEPTED', changedBy: 'rita', changedAt: at },
        reasons: ['pipeline: not offered from APPLIED (it offers PROFILE_SCREENED)'],
      });
      expect(exitCodeOf(result)).toBe(1);
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^ {2}application ${id} {2}APPLIED → OFFER_ACCEPTED {2}at ${at.toISOString().replaceAll('.', '\\.')} {2}by rita .*: ` +
              'pipeline: not offered from APPLIED \\(it offers PROFILE_SCREENED\\)$',
          ),
        ),
      );
      expect(result.unwalked).toContainEqual({
        from: 'APPLIED',
        to: 'OFFER_ACCEPTED',
        count: 1,
        note: 'forbidden by the pipeline (see the violations)',
      });
      expect(lines.at(-1)).toBe('FAIL: 1 violation (exit 1)');
    } finally {
      await db.execute(sql`delete from application_status_history where application_id = ${id} and from_status = 'APPLIED'
        and to_status = 'OFFER_ACCEPTED'`);
      await db.execute(sql`update applications set status_code = 'APPLIED' where id = ${id}`);
    }
    expect((await conform()).result.violations).toEqual([]);
  });
});
