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
import { KeptBytes } from '../http/kept-bytes';

/** Answers kept per count: one per filter asked, the least recently asked forgotten first beyond this. */
export const REPORT_MAX_ANSWERS = 64;
/**
 * And the bytes they take, measured as their JSON (docs/decisions/0054): a report of every career is a few
 * tens of kilobytes, so this is reached only by reports of very many careers or sources.
 */
export const REPORT_MAX_BYTES = 4 * 1024 * 1024;

interface Kept {
  version: number;
  answers: KeptBytes<string, Promise<unknown>>;
}

/** The size of a computed answer as it is counted against REPORT_MAX_BYTES. */
const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');

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
    entry = {
      version,
      answers: new KeptBytes({ maxBytes: REPORT_MAX_BYTES, maxEntries: REPORT_MAX_ANSWERS }),
    };
    kept.set(db, entry);
  }
  const answers = entry.answers;
  const known = answers.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = compute();
  // Kept at no size while it is computed (identical requests share it), then at its size.
  answers.set(key, answer, 0);
  answer.then(
    (value) => {
      if (answers.get(key, { touch: false }) === answer) answers.resize(key, sizeOf(value));
    },
    () => {
      if (answers.get(key, { touch: false }) === answer) answers.delete(key);
    },
  );
  return answer;
}
