// Throw-away databases on a PostgreSQL server, for test workers and the crash test.
import pg from 'pg';

async function onServer(base: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates database `name` on the server of `base` (a postgres:// URL); answers its URL. */
export async function createPostgresDatabase(base: string, name: string): Promise<string> {
  await onServer(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops database `name` on the server of `base`, closing its connections. */
export async function dropPostgresDatabase(base: string, name: string): Promise<void> {
  await onServer(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
