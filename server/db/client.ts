// Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL when a postgres:// URL is given.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseKind } from '../../contracts/health';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies every pending migration (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for a PostgreSQL server; unset for embedded PGlite. */
  url?: string | undefined;
  /** Where PGlite keeps its files; unset (with no url) keeps the database in memory. */
  dataDir?: string | undefined;
}

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
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A broken idle connection must not crash the process; the next query reports the error.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
