// The app's own maintenance timer: with RETENTION_MONTHS set it purges expired applicants and sweeps
// orphan files by itself, every maintenanceIntervalMs (shortened here), and stops when the app closes; on
// the embedded database, which has no autovacuum, it also gathers the planner's statistics.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditLog, storedFiles } from '../../server/db/schema';
import { runMaintenance } from '../../server/services/maintenance';
import { insertApplication } from '../setup/application-fixtures';
import { insertCareer } from '../setup/careers-fixtures';
import { pdfResume } from '../setup/resume-files';
import { storedKeys } from '../setup/stored-files';
import { setupTestApp } from '../setup/test-app';
import { getTestDatabase } from '../setup/test-database';

const ctx = setupTestApp({ retentionMonths: 6, maintenanceIntervalMs: 150 });
const DAY = 24 * 60 * 60 * 1000;
const YEAR_AGO = new Date(Date.now() - 365 * DAY);

describe('the maintenance timer', () => {
  it('purges an applicant rejected a year ago and an old orphan file without being asked', async () => {
    const { db } = await getTestDatabase();
    const storage = ctx.app.storage.resumes;
    const resumeKey = await storage.put(pdfResume());
    const orphanKey = await storage.put(pdfResume('Nobody'));
    await db.update(storedFiles).set({ createdAt: YEAR_AGO }).where(eq(storedFiles.key, orphanKey));
    const career = await insertCareer();
    // One transaction: the timer runs every 150 ms and would purge the row before its history was written.
    await db.transaction((tx) =>
      insertApplication(
        tx,
        {
          careerId: career.id,
          fullName: 'Old Rejected',
          email: 'old@example.com',
          resumeKey,
          statusCode: 'REJECTED',
          appliedAt: new Date(YEAR_AGO.getTime() - DAY),
        },
        { reachedAt: YEAR_AGO },
      ),
    );

    await expect.poll(() => db.select().from(applications)).toEqual([]);
    await expect.poll(() => storedKeys(ctx.app)).toEqual([]);
    const actions = (await db.select().from(auditLog)).map((entry) => [entry.action, entry.actorName]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['purge', 'system'],
        ['orphan-sweep', 'system'],
      ]),
    );
  });

  it('vacuums and analyzes the embedded database, and leaves that to autovacuum on PostgreSQL', async () => {
    const { db } = await getTestDatabase();
    await insertCareer({ department: 'Design' });
    const result = await runMaintenance(ctx.app.database, ctx.app.storage, { retentionMonths: undefined });
    expect(result.vacuumed).toBe(ctx.app.database.kind === 'pglite');
    if (!result.vacuumed) return;
    // The statistics the department filter's plans depend on (migration 0016), gathered.
    const stats = await db.execute(
      sql`select null_frac from pg_stats_ext_exprs where statistics_name = 'careers_department_stats'`,
    );
    expect((stats as unknown as { rows: { null_frac: number }[] }).rows).toEqual([{ null_frac: 0 }]);
  });
});
