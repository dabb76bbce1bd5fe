// pg-boss (docs/decisions/0021) runs on the product's own database: PostgreSQL's pool, or the embedded
// PGlite's single client, through pg-boss's `db` option. Its tables live in their own schema, installed and
// upgraded with the product's migrations.
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';

/** pg-boss's tables: apart from the product's, so a TRUNCATE or a dump can tell them apart. */
export const JOB_SCHEMA = 'job_queue';
/** Every queue the product uses; created with the schema. */
export const QUEUES = { mail: 'outgoing-mail' } as const;

/** What pg-boss needs of a connection. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** PGlite: pg-boss sends several statements in one string (without values) when it installs itself. */
export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** pg's Pool: one statement with values, or several without, as pg-boss expects. */
export function poolRunner(pool: import('pg').Pool): SqlRunner {
  return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
}

/**
 * A drizzle transaction: a job sent through it is committed with the rows it belongs to, or not at all
 * (pg-boss's numbered parameters become drizzle's).
 */
export function transactionRunner(tx: { execute(query: SQL): Promise<unknown> }): SqlRunner {
  return {
    async executeSql(text, values = []) {
      const { rows } = (await tx.execute(numberedToDrizzle(text, values))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return { rows };
    },
  };
}

function numberedToDrizzle(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** pg-boss on this connection, for the product's queues; nothing runs until start(). */
export function createJobQueue(runner: SqlRunner, options: { pollingSeconds?: number } = {}): PgBoss {
  return new PgBoss({
    db: runner,
    schema: JOB_SCHEMA,
    // The product's migrations install and upgrade it (installJobQueue), under their lock.
    migrate: false,
    // No cron schedules: the product's own maintenance has its timer (server/plugins/maintenance.ts).
    schedule: false,
    ...(options.pollingSeconds ? { pollingIntervalSeconds: options.pollingSeconds } : {}),
  });
}

/** Creates or upgrades pg-boss's schema and the product's queues (idempotent). */
export async function installJobQueue(runner: SqlRunner): Promise<void> {
  const boss = new PgBoss({ db: runner, schema: JOB_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of Object.values(QUEUES)) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
