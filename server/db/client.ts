// Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL when a postgres:// URL is given.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseKind } from '../../contracts/health';
import { installJobQueue, pgliteRunner, poolRunner, type SqlRunner } from './job-queue';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The connection the job queue (pg-boss) uses: the same database, outside drizzle. */
  jobs: SqlRunner;
  /** Applies every pending migration and installs the job queue (idempotent). */
  migrate(): Promise<void>;
  /** How many migrations migrate() would apply. */
  pendingMigrations(): Promise<number>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (any process on this database), and
   * `onGap` when messages may have been missed (the listening connection was lost and is back). Answers
   * the function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... for a PostgreSQL server; unset for embedded PGlite. */
  url?: string | undefined;
  /** Where PGlite keeps its files; unset (with no url) keeps the database in memory. */
  dataDir?: string | undefined;
  /**
   * Runs initdb for a missing embedded database in this process rather than in a child: only in a process
   * that exits soon after (the first start's own, server/db/first-start-child.ts).
   */
  initdbHere?: boolean | undefined;
}

// Next to this file in the sources; copied next to the bundle by scripts/build/build-server.ts.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Read once: the migrations of this build do not change while it runs. */
let journal: { entries: { when: number }[] } | undefined;
const migrationJournal = () => {
  journal ??= JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal;
};
/** Held while migrating, so servers starting together migrate one after the other (the later find nothing). */
const MIGRATION_LOCK = 7_240_013;

/** Settings of every session the app opens, on either database (docs/decisions/0026, 0027). */
const SESSION_SETTINGS = {
  // No parallel workers: on a 2-core server they take longer to start than the scans they would share
  // (docs/decisions/0026), and the report's queries, side by side on the pool, only queue for the same cores.
  // PGlite, a single process, has none anyway.
  max_parallel_workers_per_gather: '0',
  // The report's sort of the stays spills to disk at the default 4 MB (docs/decisions/0027).
  work_mem: '16MB',
};

/**
 * PGlite's server settings (docs/decisions/0054), written to the data directory's postgresql.conf at every
 * open (PGlite replaces the file with these lines). PGlite's own defaults size the embedded database like
 * a shared server: 128 MB of shared buffers, all of them touched at start, most of the process's memory
 * (measured in docs/decisions/0054). Its files are read through Node's file system, so a page not in the buffers
 * comes from the operating system's cache at the cost of a call: a small firm's data reads as fast.
 * - shared_buffers 16MB (2,048 pages, more than the whole demo database holds);
 * - wal_buffers 1MB, temp_buffers 2MB (one session, no temporary tables of ours);
 * - maintenance_work_mem 16MB: VACUUM (ANALYZE) of the maintenance job and the migrations' index builds;
 *   WebAssembly memory never shrinks, so a peak stays as long as the process;
 * - max_connections 8: one session ever, and each slot costs shared memory.
 * `startParams` would replace PGlite's own start parameters (and breaks its start): never used.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '16MB',
  max_connections: '8',
};

const pgliteConf = () =>
  Object.entries(PGLITE_SETTINGS)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n');

const execFileAsync = promisify(execFile);

/**
 * Creates an embedded database (initdb) in `dir` in a process of its own. initdb in this process would leave
 * its WebAssembly memory behind for the life of the server, several times what a restart holds
 * (docs/decisions/0054). Closing the instance and opening another in the same
 * process gave back only part of it; a worker thread too. A child process gives all of it back, for the
 * cost of starting Node and compiling PGlite once more, once.
 */
async function createPgliteDataDir(dir: string): Promise<void> {
  let module: string;
  try {
    module = import.meta.resolve('@electric-sql/pglite');
  } catch {
    module = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  }
  const code =
    'const [, moduleUrl, dir, conf] = process.argv;' +
    'const { PGlite } = await import(moduleUrl);' +
    'const pg = await PGlite.create(dir, { postgresqlconf: conf });' +
    'await pg.close();';
  await execFileAsync(process.execPath, ['--input-type=module', '-e', code, module, dir, pgliteConf()], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.initdbHere ?? false);
}

async function openPglite(dataDir: string | undefined, initdbHere: boolean): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    // PGlite.create runs initdb itself in an empty directory.
    if (!initdbHere && !existsSync(path.join(dir, 'PG_VERSION'))) await createPgliteDataDir(dir);
  }
  const client = await PGlite.create(dir, { postgresqlconf: pgliteConf() });
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const jobs = pgliteRunner(client);
  return {
    db,
    kind: 'pglite',
    jobs,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await installJobQueue(jobs);
    },
    pendingMigrations: () => countPending(db),
    // One process holds an embedded database: nothing is ever missed.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
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
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // A broken idle connection must not crash the process; the next query reports the error.
  pool.on('error', (err) => console.error('postgres pool error:', err.message));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const jobs = poolRunner(pool);
  return {
    db,
    kind: 'postgres',
    jobs,
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        // One transaction for every pending migration (drizzle's own): never half-applied.
        await migrate(db as never, { migrationsFolder });
        await installJobQueue(jobs);
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        lock.release();
      }
    },
    pendingMigrations: () => countPending(db),
    listen: (channel, onMessage, onGap) => listenOnPostgres(pg, url, channel, onMessage, onGap),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = [250, 1000, 5000];

/** LISTEN on a connection of its own (a pooled one may be handed to anyone), reconnecting when it drops. */
async function listenOnPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: import('pg').Client | undefined;
  let failures = 0;
  const reconnectLater = () => {
    if (stopped) return;
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
    failures += 1;
    setTimeout(() => {
      open().then(() => {
        failures = 0;
        onGap();
      }, reconnectLater);
    }, wait).unref();
  };
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', () => {});
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    // Only an established listener reconnects when it ends.
    next.once('end', reconnectLater);
    client = next;
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** Journal entries newer than the last migration drizzle recorded (its own rule for what to apply). */
async function countPending(db: Db): Promise<number> {
  const journal = migrationJournal();
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
