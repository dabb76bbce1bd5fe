import { readFile } from 'node:fs/promises';
import { asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import { DEFAULT_REJECTION_REASONS } from '../../contracts/rejection-reasons';
import * as schema from '../../server/db/schema';
import { insertApplication } from '../setup/application-fixtures';
import { getTestDatabase } from '../setup/test-database';

describe('the migrated database', () => {
  it('holds the eight SPEC statuses and WITHDRAWN with their orders', async () => {
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
});
