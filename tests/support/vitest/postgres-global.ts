// For the server-pg project: the run's name for its databases on the PostgreSQL of TEST_DATABASE_URL. Each
// worker creates its own fresh one (tests/support/server/test-database.ts), so workers never share rows; all of
// them are dropped afterwards.
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const prefix = `meera_test_${process.pid}_${Date.now()}`;
  project.provide('postgresPrefix', prefix);
  return async () => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
