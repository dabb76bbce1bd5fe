// The app's own maintenance timer: with RETENTION_MONTHS set it purges expired applicants and sweeps
// orphan files by itself, every maintenanceIntervalMs (shortened here), and stops when the app closes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditLog, storedFiles } from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { insertCareer } from '../support/server/careers-fixtures';
import { pdfResume } from '../support/server/resume-files';
import { storedKeys } from '../support/server/stored-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

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
    // Polled too: a sweep writes its audit row after its last file is gone.
    const actions = async () =>
      (await db.select().from(auditLog)).map((entry) => [entry.action, entry.actorName]);
    await expect.poll(actions).toEqual(
      expect.arrayContaining([
        ['purge', 'system'],
        ['orphan-sweep', 'system'],
      ]),
    );
  });
});
