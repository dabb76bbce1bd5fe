// The recruiting report is kept while nothing it reads has changed (server/services/report-data-version.ts,
// migration 0014): asked again, it is not computed again, and any committed change to what it reads, by
// any path (here plain SQL behind the app's back), shows in the very next report.
import { type SQL, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecruitingReport } from '../../contracts/reports';
import { recruitingReport } from '../../server/services/recruiting-report';
import { whileReportDataUnchanged } from '../../server/services/report-data-version';
import { insertApplication } from '../support/server/application-fixtures';
import { insertCareer } from '../support/server/careers-fixtures';
import { getTestDatabase } from '../support/server/test-database';

let careerId: number;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  careerId = (await insertCareer({ title: 'Frontend Developer', department: 'Engineering' })).id;
  await insertApplication(db, { careerId, statusCode: 'PROFILE_SCREENED', email: 'screened@example.com' });
  await insertApplication(db, { careerId, email: 'applied@example.com' });
  const rejected = await insertApplication(db, {
    careerId,
    statusCode: 'REJECTED',
    email: 'rejected@example.com',
  });
  await db.execute(sql`update application_status_history set reason_id = (select min(id) from rejection_reasons)
    where application_id = ${rejected.id} and to_status = 'REJECTED'`);
});

const report = async () => recruitingReport((await getTestDatabase()).db, {});
const reached = (report: RecruitingReport, status: string) =>
  report.funnel.find((stage) => stage.statusCode === status)?.reached;
const version = async () => {
  const { db } = await getTestDatabase();
  const result = await db.execute(sql`select version from report_data_version`);
  return Number((result as unknown as { rows: { version: unknown }[] }).rows[0]?.version);
};

const changes: { change: string; write: SQL; see: (report: RecruitingReport) => unknown; after: unknown }[] =
  [
    {
      change: 'an application arrives',
      write: sql`with a as (
        insert into applications (career_id, full_name, email, mobile, status_code, consent_at)
        select id, 'Late', 'late@example.com', '+91 98765 43210', 'APPLIED', now() from careers limit 1
        returning id
      ) insert into application_status_history (application_id, to_status) select id, 'APPLIED' from a`,
      see: (report) => reached(report, 'APPLIED'),
      after: 4,
    },
    {
      change: 'a move is voided (undone)',
      write: sql`update application_status_history set voided = true where to_status = 'PROFILE_SCREENED'`,
      see: (report) => reached(report, 'PROFILE_SCREENED'),
      after: 0,
    },
    {
      change: 'an application is erased',
      write: sql`delete from applications where status_code = 'PROFILE_SCREENED'`,
      see: (report) => reached(report, 'APPLIED'),
      after: 2,
    },
    {
      change: 'a career changes department',
      write: sql`update careers set department = 'Design'`,
      see: (report) => report.options.departments,
      after: ['Design'],
    },
    {
      change: 'a career closes',
      write: sql`update careers set status = 'CLOSED'`,
      see: (report) => report.openPositions.length,
      after: 0,
    },
    {
      change: 'a client is added',
      write: sql`insert into clients (name) values ('Acme Learning')`,
      see: (report) => report.options.clients.map((client) => client.name),
      after: ['Acme Learning'],
    },
    {
      change: 'a status is relabelled',
      write: sql`update application_statuses set label = 'Received' where code = 'APPLIED'`,
      see: (report) => report.funnel[0]?.label,
      after: 'Received',
    },
    {
      change: 'a rejection reason is relabelled',
      write: sql`update rejection_reasons set label = 'Went elsewhere' where id = (select min(id) from rejection_reasons)`,
      see: (report) => report.rejectionReasons.map((row) => row.reason),
      after: ['Went elsewhere'],
    },
    {
      change: 'the tables are emptied',
      write: sql`truncate applications cascade`,
      see: (report) => reached(report, 'APPLIED'),
      after: 0,
    },
  ];

describe('the kept recruiting report', () => {
  it.each(changes)('shows at once when $change', async ({ write, see, after }) => {
    const before = see(await report());
    expect(see(await report()), 'asked again unchanged').toEqual(before);
    await (await getTestDatabase()).db.execute(write);
    expect(see(await report())).toEqual(after);
    expect(after).not.toEqual(before);
  });

  it('is computed once while nothing changes, and again after a change, counted once per transaction', async () => {
    const { db } = await getTestDatabase();
    let computed = 0;
    const answer = () => whileReportDataUnchanged(db, 'k', async () => ++computed);
    expect(await Promise.all([answer(), answer()])).toEqual([1, 1]);
    expect(await answer()).toBe(1);
    const was = await version();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update applications set source = 'linkedin'`);
      await tx.execute(sql`update careers set title = 'Frontend Engineer'`);
    });
    expect(await version()).toBe(was + 1);
    expect(await answer()).toBe(2);
    expect(await whileReportDataUnchanged(db, 'other filters', async () => 'own answer')).toBe('own answer');
  });

  it('keeps its answers through a change that was rolled back, and forgets a failed computation', async () => {
    const { db } = await getTestDatabase();
    let computed = 0;
    const answer = () => whileReportDataUnchanged(db, 'k', async () => ++computed);
    await answer();
    const was = await version();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update applications set source = 'indeed'`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await version()).toBe(was);
    expect(await answer()).toBe(1);
    const failing = () =>
      whileReportDataUnchanged(db, 'failing', async () => {
        throw new Error('database went away');
      });
    await expect(failing()).rejects.toThrow('database went away');
    expect(await whileReportDataUnchanged(db, 'failing', async () => 'fine now')).toBe('fine now');
  });
});
