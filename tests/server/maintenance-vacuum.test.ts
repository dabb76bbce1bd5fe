// A maintenance run on the embedded database, which has no autovacuum, vacuums and analyzes it; on
// PostgreSQL it leaves that to autovacuum. Its own file: maintenance.test.ts runs the timer every 150 ms,
// and on PostgreSQL a run could deadlock with the TRUNCATE that resets the database between two tests.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runMaintenance } from '../../server/services/maintenance';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();

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
