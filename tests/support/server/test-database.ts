// The database a server test worker shares: in-memory PGlite, or a fresh PostgreSQL database of its own.
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { DEFAULT_STATUSES } from '../../../contracts/application-status';
import { DEFAULT_REJECTION_REASONS } from '../../../contracts/rejection-reasons';
import { DEFAULT_STAGE_MAIL_TEMPLATES } from '../../../contracts/stage-mail-templates';
import { type Database, openDatabase } from '../../../server/db/client';
import { JOB_SCHEMA } from '../../../server/db/job-queue';
import { rejectionReasons, stageMailTemplates } from '../../../server/db/schema';
import { emptyTables } from './empty-tables';
import { createPostgresDatabase } from './postgres-database';

let shared: Promise<Database> | undefined;
let postgresUrl: string | undefined;

/** This worker's own fresh database on the PostgreSQL of TEST_DATABASE_URL; its URL. */
async function createWorkerPostgres(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(base, `${inject('postgresPrefix')}_${process.pid}`);
}

/** Opened and migrated once per worker; reset between tests with resetDatabase(). */
export function getTestDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.TEST_DB === 'postgres' ? await createWorkerPostgres() : undefined;
    postgresUrl = url;
    const database = await openDatabase({ url });
    await database.migrate();
    return database;
  })();
  return shared;
}

const TABLES = [
  'application_status_history',
  'applications',
  // People are parents of applications: no foreign key of a listed table reaches them.
  'people',
  'blogs',
  'contact_messages',
  'careers',
  'clients',
  'employees',
  'sessions',
  'users',
  'rate_limit_counters',
  'audit_log',
  'stored_file_chunks',
  'stored_files',
  'scheduled_runs',
  // Re-seeded below: a test may add, rename or switch off reasons.
  'rejection_reasons',
  'outgoing_mails',
  // Re-seeded below: a test may edit or switch off templates.
  'stage_mail_templates',
  // pg-boss's jobs (server/db/job-queue.ts): a test's mail is not delivered in the next one.
  `${JOB_SCHEMA}.job`,
];

/** This worker's PostgreSQL database's URL (the cluster tests start server processes on it). */
export async function testPostgresUrl(): Promise<string> {
  await getTestDatabase();
  if (!postgresUrl) throw new Error('this test needs PostgreSQL: run it in the server-pg project');
  return postgresUrl;
}

/**
 * Another connection pool on this worker's PostgreSQL database, as a second server would have (the
 * cluster tests); the caller closes it.
 */
export async function openSecondDatabase(): Promise<Database> {
  return openDatabase({ url: await testPostgresUrl() });
}

/** Empties every table but the statuses, which go back to the migrations' defaults, and the rejection
 * reasons and stage e-mail templates, which go back to the seeded ones. */
export async function resetDatabase(database: Database) {
  await emptyTables(database, TABLES);
  const codes = DEFAULT_STATUSES.map((status) => status.statusCode);
  await database.db.execute(
    sql`DELETE FROM application_statuses WHERE code NOT IN (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`,
  );
  // A test may have relabelled or reordered one.
  const defaults = DEFAULT_STATUSES.map(
    (status) => sql`(${status.statusCode}, ${status.label}, ${status.sortOrder}::int)`,
  );
  await database.db.execute(
    sql`UPDATE application_statuses s SET label = d.label, sort_order = d.sort_order
      FROM (VALUES ${sql.join(defaults, sql`, `)}) AS d(code, label, sort_order) WHERE s.code = d.code`,
  );
  await database.db.insert(rejectionReasons).values([...DEFAULT_REJECTION_REASONS]);
  await database.db.insert(stageMailTemplates).values([...DEFAULT_STAGE_MAIL_TEMPLATES]);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** server-pg: the run's database names start with this; each worker adds its process id. */
    postgresPrefix: string;
    browserPath: string;
    /** e2e: the seeded demo DATA_DIR each test file's server starts from a copy of. */
    e2eTemplateDir: string;
  }
}
