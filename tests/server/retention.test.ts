// RETENTION_MONTHS: rejected and no-show applicants whose last status change is older than the retention
// are purged with their history and résumé; everyone else stays. The clock is simulated by dating rows.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { applicationStatusHistory, applications, auditLog } from '../../server/db/schema';
import { monthsBefore, purgeExpiredApplicants } from '../../server/services/retention';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import { insertApplication } from '../support/server/application-fixtures';
import { insertCareer } from '../support/server/careers-fixtures';
import { pdfResume } from '../support/server/resume-files';
import { getTestDatabase } from '../support/server/test-database';

const NOW = new Date('2027-06-15T12:00:00Z');
const monthsAgo = (months: number, days = 0) =>
  new Date(monthsBefore(NOW, months).getTime() - days * 86_400_000);

async function setup() {
  const { db } = await getTestDatabase();
  const storage = createDatabaseStorage(db, 'resumes');
  const career = await insertCareer();
  /** An applicant whose last status change (to `status`) was at `changedAt`, with a stored résumé. */
  const applicant = async (name: string, status: string, changedAt: Date) => {
    const key = await storage.put(pdfResume(name));
    const row = await insertApplication(
      db,
      {
        careerId: career.id,
        fullName: name,
        email: `${name.toLowerCase()}@example.com`,
        resumeKey: key,
        statusCode: status,
        appliedAt: new Date(changedAt.getTime() - 86_400_000),
      },
      { reachedAt: changedAt },
    );
    const isStored = async () => (await storage.openIfPresent(key)) !== null;
    return { id: row.id, isStored };
  };
  return { db, storage, applicant };
}

describe('the retention purge', () => {
  it('removes only rejected and no-show applicants older than the retention, with history and files', async () => {
    const { db, storage, applicant } = await setup();
    const oldRejected = await applicant('OldRejected', 'REJECTED', monthsAgo(6, 1));
    const oldNoShow = await applicant('OldNoShow', 'NO_SHOW', monthsAgo(7));
    const recentRejected = await applicant('RecentRejected', 'REJECTED', monthsAgo(5, 20));
    const oldInProcess = await applicant('OldInterviewing', 'INTERVIEWING', monthsAgo(12));
    const oldHired = await applicant('OldHired', 'POSITION_FILLED', monthsAgo(12));

    const result = await purgeExpiredApplicants(db, storage, { retentionMonths: 6, now: NOW });
    // Their histories: created, screened, rejected (3) and created … offer released, no show (5).
    expect(result).toEqual({
      applications: 2,
      statusHistoryRows: 8,
      resumeFiles: 2,
      cutoff: '2026-12-15T12:00:00.000Z',
    });

    const left = (await db.select({ id: applications.id }).from(applications)).map((row) => row.id).sort();
    expect(left).toEqual([recentRejected.id, oldInProcess.id, oldHired.id].sort());
    const history = await db
      .select({ id: applicationStatusHistory.applicationId })
      .from(applicationStatusHistory);
    expect(new Set(history.map((row) => row.id))).toEqual(new Set(left));
    for (const gone of [oldRejected, oldNoShow]) expect(await gone.isStored()).toBe(false);
    for (const kept of [recentRejected, oldInProcess, oldHired]) expect(await kept.isStored()).toBe(true);

    // One audit row for the run, by "system", with counts only.
    const log = await db.select().from(auditLog);
    expect(log).toEqual([
      expect.objectContaining({
        action: 'purge',
        actorId: null,
        actorName: 'system',
        applicationId: null,
        details: {
          applications: 2,
          statusHistoryRows: 8,
          resumes: 2,
          retentionMonths: 6,
          cutoff: '2026-12-15T12:00:00.000Z',
        },
      }),
    ]);
    expect(log[0]?.at.toISOString()).toBe(NOW.toISOString());

    // Run again (another process, or the next tick): nothing more to do, nothing more logged.
    const again = await purgeExpiredApplicants(db, storage, { retentionMonths: 6, now: NOW });
    expect(again.applications).toBe(0);
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it('takes the date of the last status change, not of the application', async () => {
    const { db, storage, applicant } = await setup();
    // Applied three years ago, rejected last month: kept for another five months.
    const lateRejection = await applicant('LateRejection', 'REJECTED', monthsAgo(1));
    await db.update(applications).set({ appliedAt: monthsAgo(36) });
    const result = await purgeExpiredApplicants(db, storage, { retentionMonths: 6, now: NOW });
    expect(result.applications).toBe(0);
    expect(await lateRejection.isStored()).toBe(true);
  });

  it('lets two processes purge at once without error, deleting each applicant once', async () => {
    const { db, storage, applicant } = await setup();
    for (const name of ['A', 'B', 'C', 'D']) await applicant(`Old${name}`, 'REJECTED', monthsAgo(9));
    const runs = await Promise.all([
      purgeExpiredApplicants(db, storage, { retentionMonths: 6, now: NOW }),
      purgeExpiredApplicants(db, storage, { retentionMonths: 6, now: NOW }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.applications, 0)).toBe(4);
    expect(runs.reduce((sum, run) => sum + run.resumeFiles, 0)).toBe(4);
    expect(await db.select().from(applications)).toEqual([]);
  });
});

describe('months before', () => {
  it('keeps the day of the month, or the month’s last day when it has fewer', () => {
    expect(monthsBefore(new Date('2027-03-31T08:00:00Z'), 1).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2028-03-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(monthsBefore(new Date('2027-01-15T00:00:00Z'), 13).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });
});

describe('RETENTION_MONTHS', () => {
  const load = async (value: string | undefined) =>
    loadConfig({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'meera-config-')), RETENTION_MONTHS: value });

  it('is off when unset or empty, and a whole number of months otherwise', async () => {
    expect((await load(undefined)).retentionMonths).toBeUndefined();
    expect((await load('  ')).retentionMonths).toBeUndefined();
    expect((await load('24')).retentionMonths).toBe(24);
  });

  it.each(['0', '-3', '1.5', 'six', '12m', '5000'])('refuses %j with a clear message', async (value) => {
    await expect(load(value)).rejects.toThrow(
      `RETENTION_MONTHS must be a whole number of months from 1 to 1200 (unset keeps applicants forever), got "${value}"`,
    );
  });
});
