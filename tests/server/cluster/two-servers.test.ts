// Two servers on one PostgreSQL, as behind a load balancer (docs/decisions/0012): what one stores the other
// serves, what one closes the other stops offering within a second, and the scheduled work runs once.
// PostgreSQL only (the server-pg project): an embedded database belongs to one process.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { runMaintenance } from '../../../server/services/maintenance';
import { claimRun, finishRun } from '../../../server/services/scheduled-runs';
import { insertApplication } from '../../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../../support/server/careers-fixtures';
import { newestApplicationId } from '../../support/server/newest-application';
import { pdfResume } from '../../support/server/resume-files';
import { buildTestApp, closeTestApp, setupTestApp } from '../../support/server/test-app';
import { getTestDatabase, openSecondDatabase } from '../../support/server/test-database';

const first = setupTestApp();
let second: FastifyInstance;
beforeAll(async () => {
  second = await buildTestApp({ database: await openSecondDatabase() });
});
afterAll(() => closeTestApp(second));

/** Polls `check` until it holds; answers how long that took. Fails after `withinMs`. */
async function timeUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`still not true after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

describe('two servers on one PostgreSQL', () => {
  it('serves through one server the résumé uploaded through the other', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rhea', role: 'RECRUITER' });
    const career = await insertCareer();
    const body = await multipart(validApplicant, {
      name: 'cv.pdf',
      content: pdfResume(),
      type: 'application/pdf',
    });
    const applied = await first.app.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      ...body,
    });
    expect(applied.statusCode).toBe(201);
    const applicationId = await newestApplicationId();

    const download = await second.inject({
      url: `/api/recruiter/job-management/applications/${applicationId}/resume`,
      headers: bearer(await injectSignIn(second, 'rhea')),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfResume())).toBe(true);
  });

  it('stops offering and taking a job closed through the other server within a second', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'adam', role: 'ADMIN' });
    const career = await insertCareer({ title: 'Soon Closed Role' });
    const listed = async () =>
      (await second.inject({ url: '/api/careers/all' })).body.includes('Soon Closed Role');
    // The second server has the open job in memory.
    expect(await listed()).toBe(true);
    expect((await second.inject({ url: `/api/careers/${career.id}` })).statusCode).toBe(200);

    const closed = await first.app.inject({
      method: 'POST',
      url: `/api/admin/careers/${career.id}/status`,
      headers: bearer(await injectSignIn(first.app, 'adam')),
      payload: { status: 'CLOSED' },
    });
    expect(closed.statusCode).toBe(200);

    await timeUntil(async () => !(await listed()), 1000);
    await timeUntil(
      async () => (await second.inject({ url: `/api/careers/${career.id}` })).statusCode === 410,
      1000,
    );
    const body = await multipart(validApplicant, {
      name: 'cv.pdf',
      content: pdfResume(),
      type: 'application/pdf',
    });
    const applied = await second.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      ...body,
    });
    expect(applied.statusCode).toBe(410);
  });

  it('runs the maintenance once when both servers are due at the same moment', async () => {
    const { db } = await getTestDatabase();
    const other = second.database.db;
    const claim = { task: 'test-maintenance', periodMs: 60_000, leaseMs: 60_000 };
    const claims = await Promise.all([claimRun(db, claim), claimRun(other, claim), claimRun(db, claim)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await finishRun(db, claim.task);
    // Not due again until its period has passed.
    expect(await claimRun(other, claim)).toBe(false);
  });

  it('purges a rejected applicant once, whichever server gets there first', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer();
    const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
    const key = await first.app.storage.resumes.put(pdfResume('Old Rejected'));
    await insertApplication(
      db,
      {
        careerId: career.id,
        fullName: 'Old Rejected',
        email: 'old@example.com',
        resumeKey: key,
        statusCode: 'REJECTED',
        appliedAt: new Date(yearAgo.getTime() - 24 * 60 * 60 * 1000),
      },
      { reachedAt: yearAgo },
    );

    const settings = { retentionMonths: 6 };
    const results = await Promise.all([
      runMaintenance(first.app.database, first.app.storage, settings),
      runMaintenance(second.database, second.storage, settings),
    ]);
    expect(results.map((result) => result.purge?.applications ?? 0).sort()).toEqual([0, 1]);
    const purges = (await db.select().from(auditLog)).filter((entry) => entry.action === 'purge');
    expect(purges).toHaveLength(1);
  });
});
