import { existsSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultStatusCodes } from '../../contracts/application-status';
import * as schema from '../../server/db/schema';
import { DEMO_APPLICATION_COUNT, seedDemo } from '../../server/db/seed';
import { verifyPassword } from '../../server/services/passwords';
import { getTestDatabase } from '../setup/test-database';

const DAY = 86_400_000;

describe('demo content', () => {
  it('seeds careers, applicants over every stage, blogs, clients and the three staff accounts', async () => {
    const { db } = await getTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-seed-'));
    const now = new Date();
    expect(await seedDemo(db, { password: 'Demo-Pass-1', dataDir, now })).toEqual({ seeded: true });

    const careers = await db.select().from(schema.careers);
    expect(careers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(careers.map((c) => c.department)).size).toBeGreaterThanOrEqual(4);
    expect(careers.filter((c) => c.status === 'CLOSED')).toHaveLength(1);
    expect(careers.filter((c) => now.getTime() - c.postedAt.getTime() < 7 * DAY).length).toBeGreaterThan(0);
    expect(new Set(careers.map((c) => c.jobId)).size).toBe(careers.length);

    const applications = await db.select().from(schema.applications);
    expect(applications).toHaveLength(DEMO_APPLICATION_COUNT);
    expect(new Set(applications.map((a) => a.statusCode))).toEqual(new Set(defaultStatusCodes));
    for (const application of applications.filter((a) => a.resumeKey)) {
      const key = application.resumeKey ?? '';
      const file = path.join(dataDir, 'uploads', key.slice(0, 2), key);
      expect(existsSync(file)).toBe(true);
      // The board shows the recorded size: it must be the stored file's.
      expect(application.resumeSize).toBe(statSync(file).size);
    }

    // Every applicant's history starts at APPLIED and ends at the current stage.
    const history = await db
      .select()
      .from(schema.applicationStatusHistory)
      .orderBy(asc(schema.applicationStatusHistory.id));
    for (const application of applications) {
      const rows = history.filter((h) => h.applicationId === application.id);
      expect(rows[0]).toMatchObject({ fromStatus: null, toStatus: 'APPLIED' });
      expect(rows.at(-1)?.toStatus).toBe(application.statusCode);
    }

    const published = await db.select().from(schema.blogs).where(eq(schema.blogs.status, 'PUBLISHED'));
    const drafts = await db
      .select()
      .from(schema.blogs)
      .where(and(eq(schema.blogs.status, 'DRAFT'), isNull(schema.blogs.publishedAt)));
    expect(published).toHaveLength(6);
    expect(drafts).toHaveLength(1);
    expect(await db.select().from(schema.clients)).toHaveLength(5);

    const staff = await db.select().from(schema.users).orderBy(asc(schema.users.id));
    expect(staff.map((u) => [u.username, u.role, u.profileComplete])).toEqual([
      ['admin', 'ADMIN', true],
      ['recruiter', 'RECRUITER', true],
      ['employee', 'EMPLOYEE', false],
    ]);
    for (const user of staff) expect(await verifyPassword('Demo-Pass-1', user.passwordHash)).toBe(true);
    expect(await db.select().from(schema.employees).where(gte(schema.employees.id, 1))).toHaveLength(3);
  });

  it('does nothing the second time', async () => {
    const { db } = await getTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-seed-'));
    await seedDemo(db, { password: 'x', dataDir });
    expect(await seedDemo(db, { password: 'x', dataDir })).toEqual({ seeded: false });
    expect(await db.select().from(schema.applications)).toHaveLength(DEMO_APPLICATION_COUNT);
  });
});
