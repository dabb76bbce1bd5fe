import { buffer } from 'node:stream/consumers';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultStatusCodes } from '../../contracts/application-status';
import type { Db } from '../../server/db/client';
import { demoNameGroups } from '../../server/db/demo/people';
import * as schema from '../../server/db/schema';
import { DEMO_APPLICATION_COUNT, SEEDED_TIMES_END_BEFORE_NOW_MS, seedDemo } from '../../server/db/seed';
import { verifyPassword } from '../../server/services/passwords';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import { getTestDatabase } from '../support/server/test-database';

const DAY = 86_400_000;

type Rows<T> = { rows: T[] };

/** The latest value of every timestamp column of every table, as "table.column" → time. */
async function latestTimestamps(db: Db): Promise<Record<string, Date>> {
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type like 'timestamp%'
      -- When the demo résumés' bytes were written: the file store's own bookkeeping, not dated content; and
      -- the e-mail templates migration 0011 writes when the database is made, before any seed; and when a rule
      -- came into force (migration 0022), also written when the database is made.
      and table_name not in ('stored_files', 'stage_mail_templates', 'rule_changes')
      -- Interviews the demo proposes and books are ahead, as they would be (their times, not when anything
      -- was done).
      and not (table_name in ('interviews', 'interview_slots') and column_name = 'starts_at')`)) as unknown as Rows<{
    table_name: string;
    column_name: string;
  }>;
  const latest: Record<string, Date> = {};
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = (await db.execute(
      sql.raw(`select max("${column}") as latest from "${table}"`),
    )) as unknown as Rows<{ latest: Date | string | null }>;
    const value = result.rows[0]?.latest;
    if (value) latest[`${table}.${column}`] = new Date(value);
  }
  return latest;
}

describe('demo content', () => {
  it('seeds careers, applicants over every stage, blogs, clients and the three staff accounts', async () => {
    const { db } = await getTestDatabase();
    const resumes = createDatabaseStorage(db, 'resumes');
    const now = new Date();
    expect(await seedDemo(db, { password: 'Demo-Pass-1', resumes, now })).toEqual({ seeded: true });

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
      const stream = await resumes.openIfPresent(application.resumeKey ?? '');
      // The board shows the recorded size: it must be the stored file's.
      expect(application.resumeSize).toBe(stream ? (await buffer(stream)).length : -1);
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

  it('dates everything before now, with each history in order, right after a career was posted', async () => {
    const { db } = await getTestDatabase();
    const now = new Date();
    await seedDemo(db, { password: 'Demo-Pass-1', resumes: createDatabaseStorage(db, 'resumes'), now });

    // One demo career is posted two hours before the seed: its applicants must not land after "now".
    const careers = await db.select().from(schema.careers);
    expect(careers.some((c) => now.getTime() - c.postedAt.getTime() < 6 * 60 * 60 * 1000)).toBe(true);

    const latest = await latestTimestamps(db);
    expect(Object.keys(latest)).toEqual(
      expect.arrayContaining(['applications.applied_at', 'application_status_history.changed_at']),
    );
    const limit = now.getTime() - SEEDED_TIMES_END_BEFORE_NOW_MS;
    const tooLate = Object.entries(latest)
      .filter(([, time]) => time.getTime() > limit)
      .map(([column, time]) => `${column} ${time.toISOString()}`);
    expect(tooLate).toEqual([]);

    const applications = await db.select().from(schema.applications);
    const posted = new Map(careers.map((c) => [c.id, c.postedAt.getTime()]));
    expect(applications.filter((a) => a.appliedAt.getTime() <= (posted.get(a.careerId) ?? 0))).toEqual([]);
    const history = await db
      .select()
      .from(schema.applicationStatusHistory)
      .orderBy(asc(schema.applicationStatusHistory.id));
    for (const application of applications) {
      const times = history
        .filter((h) => h.applicationId === application.id)
        .map((h) => h.changedAt.getTime());
      expect(times[0]).toBe(application.appliedAt.getTime());
      // Strictly increasing: sorting a history by time gives the order the moves were made in.
      expect(times.every((time, step) => step === 0 || time > (times[step - 1] ?? 0))).toBe(true);
    }
  });

  it('gives every demo applicant a first name and surname from the same group', async () => {
    const { db } = await getTestDatabase();
    await seedDemo(db, { password: 'x', resumes: createDatabaseStorage(db, 'resumes') });
    const mismatched = (await db.select().from(schema.applications))
      .map((a) => a.fullName)
      .filter((name) => {
        const [first, last] = name.split(' ');
        return !demoNameGroups.some((g) => g.first.includes(first ?? '') && g.last.includes(last ?? ''));
      });
    expect(mismatched).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const { db } = await getTestDatabase();
    const resumes = createDatabaseStorage(db, 'resumes');
    await seedDemo(db, { password: 'x', resumes });
    expect(await seedDemo(db, { password: 'x', resumes })).toEqual({ seeded: false });
    expect(await db.select().from(schema.applications)).toHaveLength(DEMO_APPLICATION_COUNT);
  });
});
