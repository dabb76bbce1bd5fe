// Opens the database the server would use, to read it only: PostgreSQL when DATABASE_URL is set, else the
// embedded PGlite in DATA_DIR, both resolved by the server's own config. Never creates, migrates or seeds:
// a database that is missing, unreachable, held by a running server or never migrated is refused with a
// NoDatabaseError that says what to do.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db/client';

export class NoDatabaseError extends Error {
  override name = 'NoDatabaseError';
}

export interface OpenedDatabase {
  database: Database;
  /** Which database, for the report's header: `PGlite in /srv/meera/data`, `PostgreSQL db.example/meera`. */
  where: string;
  /** Migrations this code has that the database lacks (its columns may differ from the schema). */
  pendingMigrations: number;
}

/** A postgres:// URL without its password. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return `PostgreSQL ${parsed.toString()}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * The server's DATA_DIR and DATABASE_URL. loadConfig would write a new JWT secret into a DATA_DIR that has
 * none; this check signs nothing, so it passes a placeholder (and asks for no demo seeding) to keep it a reader.
 */
async function serverDatabaseSettings(env: Record<string, string | undefined>) {
  try {
    const config = await loadConfig({
      ...env,
      JWT_SECRET: env.JWT_SECRET || 'machines-conform-reads-only-and-signs-nothing',
      SEED_DEMO: 'false',
    });
    return { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  } catch (error) {
    if (error instanceof ConfigError) throw new NoDatabaseError(error.message);
    throw error;
  }
}

/** What went wrong, in the driver's words: drizzle wraps them in "Failed query: …" with the real error as its cause. */
function reasonOf(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  return innermost instanceof Error ? innermost.message || String(innermost) : String(innermost);
}

export async function openExistingDatabase(
  env: Record<string, string | undefined> = process.env,
  { force = false }: { force?: boolean } = {},
): Promise<OpenedDatabase> {
  const { dataDir, databaseUrl } = await serverDatabaseSettings(env);
  let where: string;
  if (databaseUrl) {
    where = describePostgres(databaseUrl);
  } else {
    where = `PGlite in ${dataDir}`;
    const pgdata = path.join(dataDir, 'pgdata');
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      throw new NoDatabaseError(
        `There is no embedded database in ${dataDir} (no pgdata/PG_VERSION). Point DATA_DIR at the server's ` +
          'data directory or DATABASE_URL at its PostgreSQL; `npm run db:seed` makes a demo one.',
      );
    }
    // PGlite allows one process per directory (scripts/db/db-backup.ts refuses likewise).
    if (existsSync(path.join(pgdata, 'postmaster.pid')) && !force) {
      throw new NoDatabaseError(
        `A server holds ${dataDir} (pgdata/postmaster.pid exists): stop it first. ` +
          'If it crashed and nothing runs, pass --force.',
      );
    }
  }

  let database: Database;
  try {
    database = await openDatabase({ url: databaseUrl, dataDir });
  } catch (error) {
    throw new NoDatabaseError(`Cannot open ${where}: ${reasonOf(error)}`);
  }
  try {
    const { rows } = (await database.db.execute(
      sql`select to_regclass('application_status_history')::text as history,
        to_regclass('application_statuses')::text as statuses`,
    )) as unknown as { rows: { history: string | null; statuses: string | null }[] };
    if (!rows[0]?.history || !rows[0].statuses) {
      throw new NoDatabaseError(
        `${where} has no application tables: it was never migrated (\`npm run db:migrate\`, or start the server).`,
      );
    }
    return { database, where, pendingMigrations: await database.pendingMigrations() };
  } catch (error) {
    await database.close().catch(() => {});
    if (error instanceof NoDatabaseError) throw error;
    // PostgreSQL reports an unreachable server or a missing database only on the first query.
    throw new NoDatabaseError(`Cannot read ${where}: ${reasonOf(error)}`);
  }
}
