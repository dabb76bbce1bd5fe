// Each history row's left_at and first_reach, which the database keeps for the reports (migration 0015):
// right after rows are added (one or many applications in one statement, out of order too), voided by an
// undo, or deleted, on whichever database the project runs.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationStatusHistory, applications } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { insertCareer } from '../support/server/careers-fixtures';
import { getTestDatabase } from '../support/server/test-database';

const T0 = Date.parse('2026-10-01T00:00:00Z');
const day = (n: number) => new Date(T0 + n * 24 * 60 * 60 * 1000);

let careerId: number;

beforeEach(async () => {
  careerId = (await insertCareer({ title: 'Frontend Developer' })).id;
});

/** An application's rows in time order: id, status, left_at and first_reach as stored. */
async function rowsOf(applicationId: number) {
  const { db } = await getTestDatabase();
  const rows = await db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.toStatus,
    leftAt: row.leftAt?.toISOString() ?? null,
    firstReach: row.firstReach,
  }));
}

/** Applied on day 0, screened on day 2.5, interviewing on day 5 (the fixture spreads the moves evenly). */
async function interviewing() {
  const { db } = await getTestDatabase();
  const row = await insertApplication(
    db,
    { careerId, appliedAt: day(0), statusCode: 'INTERVIEWING' },
    { reachedAt: day(5) },
  );
  return row.id;
}

/** Rows written by hand here break the pipeline's rules on purpose: gone before each test's conformance check. */
async function forget(...ids: number[]) {
  const { db } = await getTestDatabase();
  await db.delete(applications).where(inArray(applications.id, ids));
}

describe('the stays kept on the history rows', () => {
  it('says when each status was left and that each was a first arrival', async () => {
    const id = await interviewing();
    expect(
      (await rowsOf(id)).map(({ status, leftAt, firstReach }) => ({ status, leftAt, firstReach })),
    ).toEqual([
      { status: 'APPLIED', leftAt: day(2.5).toISOString(), firstReach: true },
      { status: 'PROFILE_SCREENED', leftAt: day(5).toISOString(), firstReach: true },
      { status: 'INTERVIEWING', leftAt: null, firstReach: true },
    ]);
  });

  it('recomputes every row of each application a statement adds to, written out of order too', async () => {
    const { db } = await getTestDatabase();
    const first = await interviewing();
    const second = await interviewing();
    // One statement for both: a row between day 2.5 and 5 for the first, a second arrival for the other.
    await db.insert(applicationStatusHistory).values([
      { applicationId: first, fromStatus: 'PROFILE_SCREENED', toStatus: 'NO_SHOW', changedAt: day(3) },
      { applicationId: second, fromStatus: 'INTERVIEWING', toStatus: 'PROFILE_SCREENED', changedAt: day(7) },
    ]);
    expect((await rowsOf(first)).map(({ status, leftAt }) => [status, leftAt])).toEqual([
      ['APPLIED', day(2.5).toISOString()],
      ['PROFILE_SCREENED', day(3).toISOString()],
      ['NO_SHOW', day(5).toISOString()],
      ['INTERVIEWING', null],
    ]);
    expect(
      (await rowsOf(second)).map(({ status, leftAt, firstReach }) => [status, leftAt, firstReach]),
    ).toEqual([
      ['APPLIED', day(2.5).toISOString(), true],
      ['PROFILE_SCREENED', day(5).toISOString(), true],
      ['INTERVIEWING', day(7).toISOString(), true],
      ['PROFILE_SCREENED', null, false],
    ]);
    await forget(first, second);
  });

  it('leaves a voided row out, as an undo does, and counts it again if it is restored', async () => {
    const { db } = await getTestDatabase();
    const id = await interviewing();
    const interview = (await rowsOf(id)).find((row) => row.status === 'INTERVIEWING');
    if (!interview) throw new Error('no interviewing row');
    await db
      .update(applicationStatusHistory)
      .set({ voided: true })
      .where(eq(applicationStatusHistory.id, interview.id));
    expect((await rowsOf(id)).map(({ status, leftAt, firstReach }) => [status, leftAt, firstReach])).toEqual([
      ['APPLIED', day(2.5).toISOString(), true],
      ['PROFILE_SCREENED', null, true],
      ['INTERVIEWING', null, false],
    ]);
    await db
      .update(applicationStatusHistory)
      .set({ voided: false })
      .where(eq(applicationStatusHistory.id, interview.id));
    expect((await rowsOf(id)).map(({ leftAt }) => leftAt)).toEqual([
      day(2.5).toISOString(),
      day(5).toISOString(),
      null,
    ]);
  });

  it('closes the gap a deleted row leaves', async () => {
    const { db } = await getTestDatabase();
    const id = await interviewing();
    await db.execute(
      sql`delete from application_status_history where application_id = ${id} and to_status = 'PROFILE_SCREENED'`,
    );
    expect((await rowsOf(id)).map(({ status, leftAt }) => [status, leftAt])).toEqual([
      ['APPLIED', day(5).toISOString()],
      ['INTERVIEWING', null],
    ]);
    await forget(id);
  });
});
