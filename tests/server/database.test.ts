import { readFile } from 'node:fs/promises';
import { asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import { DEFAULT_REJECTION_REASONS } from '../../contracts/rejection-reasons';
import { DEFAULT_STAGE_MAIL_TEMPLATES } from '../../contracts/stage-mail-templates';
import * as schema from '../../server/db/schema';
import { insertApplication } from '../support/server/application-fixtures';
import { getTestDatabase } from '../support/server/test-database';

describe('the migrated database', () => {
  it('holds the eight required statuses and WITHDRAWN with their orders', async () => {
    const { db } = await getTestDatabase();
    const rows = await db
      .select()
      .from(schema.applicationStatuses)
      .orderBy(asc(schema.applicationStatuses.sortOrder));
    expect(rows.map((r) => [r.code, r.label, r.sortOrder])).toEqual(
      DEFAULT_STATUSES.map((s) => [s.statusCode, s.label, s.sortOrder]),
    );
  });

  it('seeds the rejection reasons contracts/rejection-reasons.ts lists, in its order (migration 0008)', async () => {
    // Tests reset the table from the contract's list, so the migration's own rows are read from its file.
    const migration = await readFile(
      new URL('../../server/db/migrations/0008_rejection_reasons_and_withdrawn.sql', import.meta.url),
      'utf8',
    );
    const seeded = [...migration.matchAll(/\('([^']+)', (true|false), (\d+)\)/g)].map(
      ([, label, note, order]) => ({
        label,
        needsNote: note === 'true',
        sortOrder: Number(order),
      }),
    );
    expect(seeded).toEqual(DEFAULT_REJECTION_REASONS);
  });

  it('seeds the stage e-mail templates contracts/stage-mail-templates.ts lists (migration 0011)', async () => {
    // Tests reset the table from the contract's list, so the migration's own insert is run again here.
    const migration = await readFile(
      new URL('../../server/db/migrations/0011_stage_mail_templates.sql', import.meta.url),
      'utf8',
    );
    const insert = migration.slice(migration.indexOf('INSERT INTO "stage_mail_templates"'));
    const { db } = await getTestDatabase();
    await db.delete(schema.stageMailTemplates);
    await db.execute(sql.raw(insert));
    const rows = await db.select().from(schema.stageMailTemplates);
    const byStatus = (a: { statusCode: string }, b: { statusCode: string }) =>
      a.statusCode < b.statusCode ? -1 : 1;
    expect(
      rows
        .map(({ statusCode, subject, body, active }) => ({ statusCode, subject, body, active }))
        .sort(byStatus),
    ).toEqual(DEFAULT_STAGE_MAIL_TEMPLATES.map((template) => ({ ...template, active: true })).sort(byStatus));
  });

  it('refuses a second account with the same username and a career without a valid status', async () => {
    const { db } = await getTestDatabase();
    const user = { username: 'sam', displayName: 'Sam', role: 'ADMIN' as const, passwordHash: 'x' };
    await db.insert(schema.users).values(user);
    await expect(db.insert(schema.users).values(user)).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into users (username, display_name, role, password_hash) values ('x','x','ROOT','x')`,
      ),
    ).rejects.toThrow();
    const [{ value }] = (await db
      .select({ value: count() })
      .from(schema.users)
      .where(eq(schema.users.username, 'sam'))) as [{ value: number }];
    expect(value).toBe(1);
  });

  it('keeps an application from pointing at an unknown status', async () => {
    const { db } = await getTestDatabase();
    const [career] = await db
      .insert(schema.careers)
      .values({
        jobId: 'MC-T-1',
        title: 'T',
        department: 'D',
        employmentType: 'FULL_TIME',
        location: 'L',
        experience: '1',
      })
      .returning();
    const application = {
      careerId: career?.id ?? 0,
      fullName: 'A',
      email: 'a@example.com',
      mobile: '+44 7000 000000',
      consentAt: new Date(),
    };
    // With its history, as the careers page writes it: the refused one leaves nothing behind.
    await insertApplication(db, application);
    await expect(
      db.insert(schema.applications).values({ ...application, statusCode: 'HIRED_ON_MARS' }),
    ).rejects.toThrow();
  });

  it('runs the app’s queries without parallel workers and with room to sort in memory (docs/decisions/0026)', async () => {
    const { db } = await getTestDatabase();
    const settingOf = async (name: string) => {
      const result = await db.execute(sql`select current_setting(${name}) as value`);
      return (result as unknown as { rows: { value: string }[] }).rows[0]?.value;
    };
    // Set on every session the app opens, on either database (server/db/client.ts).
    expect(await settingOf('max_parallel_workers_per_gather')).toBe('0');
    // The report's sort of 100,000 stays fits (the default is 4MB).
    expect(await settingOf('work_mem')).toBe('16MB');
  });
});
