// Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL when a postgres:// URL is given.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseKind } from '../../contracts/health';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies every pending migration (idempotent). */
  migrate(): Promise<void>;
  /** How many migrations migrate() would apply. */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for a PostgreSQL server; unset for embedded PGlite. */
  url?: string | undefined;
  /** Where PGlite keeps its files; unset (with no url) keeps the database in memory. */
  dataDir?: string | undefined;
}

// Next to this file in the sources; copied next to the bundle by scripts/build-server.ts.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
  }
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    pendingMigrations: () => countPending(db),
    close: () => client.close(),
  };
}

// The PostgreSQL driver is loaded only when asked for: the embedded database starts without it.
async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A broken idle connection must not crash the process; the next query reports the error.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrate(db as never, { migrationsFolder }),
    pendingMigrations: () => countPending(db),
    close: () => pool.end(),
  };
}

/** Journal entries newer than the last migration drizzle recorded (its own rule for what to apply). */
async function countPending(db: Db): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const firstValue = async (query: SQL): Promise<unknown> => {
    const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return Object.values(rows[0] ?? {})[0];
  };
  const table = await firstValue(sql`select to_regclass('drizzle.__drizzle_migrations')::text`);
  if (!table) return journal.entries.length;
  const lastAt = Number(
    await firstValue(sql`select max(created_at)::text from drizzle.__drizzle_migrations`),
  );
  return journal.entries.filter((entry) => entry.when > lastAt).length;
}
