// Answers computed from the tables the recruiting report reads, kept while nothing in them has changed.
// The database counts every committed transaction that changed them (report_data_version, bumped by the
// triggers of migration 0014), so a write by any path, by this server or another one on the same
// PostgreSQL, even by hand in psql, ends every kept answer: nothing is stale, whoever wrote.
//
// The count is read before the answer is computed. The count and the change it counts commit together, so
// an answer kept under count N saw every change up to N; a change after that raises the count and the
// next read computes afresh.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Answers kept per count: one per filter asked, the oldest forgotten first beyond this. */
const MAX_ANSWERS = 64;

interface Kept {
  version: number;
  answers: Map<string, Promise<unknown>>;
}

const kept = new WeakMap<Db, Kept>();

async function currentVersion(db: Db): Promise<number> {
  const result = await db.execute(sql`select version from report_data_version`);
  const row = (result as unknown as { rows: { version: unknown }[] }).rows[0];
  if (!row) throw new Error('report_data_version has no row: migration 0014 has not run');
  return Number(row.version);
}

/**
 * `compute()`'s answer for `key`, computed once while the report's tables stay unchanged. Asked again while
 * it is being computed, the same promise is shared; a failed computation is not kept.
 */
export async function whileReportDataUnchanged<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = await currentVersion(db);
  let entry = kept.get(db);
  // Any other count starts afresh, a lower one too: a slower request that read an older count computes
  // its own (the next request, with the newer count, starts afresh again).
  if (!entry || entry.version !== version) {
    entry = { version, answers: new Map() };
    kept.set(db, entry);
  }
  const answers = entry.answers;
  const known = answers.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = compute();
  answers.set(key, answer);
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answer.catch(() => {
    if (answers.get(key) === answer) answers.delete(key);
  });
  return answer;
}
