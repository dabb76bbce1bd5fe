// The text of every résumé, read once (docs/decisions/0048). An application with a résumé and no
// resume_texts row is still to be read: that absence is the queue, so nothing is lost when a server stops
// between an application's answer and the reading of its file. Reading is resumable and may run on several
// servers at once: each claims the applications it reads for a lease (rows in scheduled_runs, as the
// scheduled work claims its runs), and a claim whose server died passes with its lease.
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ResumeReader, ResumeReading } from '../resume-text/resume-text-reader';
import type { FileStorage } from '../storage/file-storage';

/** What reading needs: the rows, the files, and the reader with its budgets. */
export interface ResumeIndexing {
  db: Db;
  resumes: FileStorage;
  reader: ResumeReader;
}

export interface ReadPassOptions {
  /** Applications looked at per query. @default 50 */
  batch?: number;
  /** How long a claim holds before another server may take the application. @default 5 minutes */
  leaseMs?: number;
  /** Asked between files: true stops the pass there (the server is closing). */
  stopping?: () => boolean;
  /** Told the pass's totals after each batch (the command line's progress). */
  onBatch?: (sofar: ReadPassResult) => void;
}

export interface ReadPassResult {
  /** Files read and recorded, whatever they held. */
  recorded: number;
  /** Of those, files that could not be read (unreadable or too large). */
  unreadable: number;
}

const CLAIM_PREFIX = 'resume-text:';
const claimTask = (applicationId: number) => `${CLAIM_PREFIX}${applicationId}`;

/** Applications after `afterId` with a résumé and no text yet, in id order. */
export async function stillToRead(db: Db, afterId: number, limit: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`
    select a.id from applications a
    where a.resume_key is not null and a.id > ${afterId}
      and not exists (select 1 from resume_texts r where r.application_id = a.id)
    order by a.id limit ${limit}`)) as unknown as { rows: { id: number }[] };
  return rows.map((row) => Number(row.id));
}

/** How many applications are still to be read. */
export async function countStillToRead(db: Db): Promise<number> {
  const { rows } = (await db.execute(sql`
    select count(*)::int as n from applications a
    where a.resume_key is not null
      and not exists (select 1 from resume_texts r where r.application_id = a.id)`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows[0]?.n ?? 0);
}

/** The applications of `ids` this caller won: unclaimed ones, or ones whose claim's lease has passed. */
export async function claimResumes(db: Db, ids: number[], leaseMs: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const tasks = ids.map(claimTask);
  const { rows } = (await db.execute(sql`
    insert into scheduled_runs as r (task, started_at, lease_until)
    select t, now(), now() + make_interval(secs => ${leaseMs / 1000})
    from unnest(${`{${tasks.join(',')}}`}::text[]) as t
    on conflict (task) do update set started_at = now(), lease_until = excluded.lease_until
    where r.lease_until < now()
    returning task`)) as unknown as { rows: { task: string }[] };
  return rows.map((row) => Number(row.task.slice(CLAIM_PREFIX.length))).sort((a, b) => a - b);
}

async function releaseClaim(db: Db, applicationId: number): Promise<void> {
  await db.execute(sql`delete from scheduled_runs where task = ${claimTask(applicationId)}`);
}

/**
 * Keeps what reading found. Nothing is written for an application erased meanwhile, nor over a row another
 * server wrote first.
 */
export async function recordReading(db: Db, applicationId: number, reading: ResumeReading): Promise<void> {
  const text = 'text' in reading ? reading.text : '';
  const reason = 'reason' in reading ? reading.reason : null;
  await db.execute(sql`
    insert into resume_texts (application_id, state, text, reason)
    select id, ${reading.state}, ${text}, ${reason} from applications where id = ${applicationId}
    on conflict (application_id) do nothing`);
}

/** The whole file, or null once it passes `maxBytes` (the rest is not read). */
async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Files past this are not even fetched whole: the reader would refuse them as too large anyway. */
const FETCH_LIMIT = 10 * 1024 * 1024;

/** Reads one claimed application's résumé and records it. */
async function readOne(
  { db, resumes, reader }: ResumeIndexing,
  applicationId: number,
): Promise<ResumeReading> {
  const { rows } = (await db.execute(
    sql`select resume_key as key from applications where id = ${applicationId}`,
  )) as unknown as { rows: { key: string | null }[] };
  const key = rows[0]?.key;
  if (!key) return { state: 'empty', text: '' };
  const stream = await resumes.openIfPresent(key);
  const bytes = stream ? await readAtMost(stream, FETCH_LIMIT) : undefined;
  const reading: ResumeReading =
    bytes === undefined
      ? { state: 'unreadable', reason: 'The stored file is missing.' }
      : bytes === null
        ? { state: 'too-large', reason: 'The file is larger than 10 MB.' }
        : await reader.read(bytes);
  await recordReading(db, applicationId, reading);
  return reading;
}

/**
 * One pass over every résumé still to be read, in batches: claims a batch, reads and records each file, and
 * moves on. Files another server has claimed are left to it. Stops early when `stopping()` says so; what is
 * left is read by the next pass, here or on another server.
 */
export async function readPendingResumes(
  reading: ResumeIndexing,
  { batch = 50, leaseMs = 5 * 60_000, stopping = () => false, onBatch }: ReadPassOptions = {},
): Promise<ReadPassResult> {
  const result: ReadPassResult = { recorded: 0, unreadable: 0 };
  let cursor = 0;
  while (!stopping()) {
    const ids = await stillToRead(reading.db, cursor, batch);
    if (ids.length === 0) break;
    cursor = ids[ids.length - 1] ?? cursor;
    const claimed = await claimResumes(reading.db, ids, leaseMs);
    let done = 0;
    try {
      // Closing stops between files.
      for (const id of claimed) {
        if (stopping()) break;
        const found = await readOne(reading, id);
        await releaseClaim(reading.db, id);
        done += 1;
        result.recorded += 1;
        if (found.state === 'unreadable' || found.state === 'too-large') result.unreadable += 1;
      }
    } finally {
      // Claims not used (closing, or the reader itself failed) are handed back at once, so another server
      // need not wait for their leases.
      for (const left of claimed.slice(done)) await releaseClaim(reading.db, left);
    }
    onBatch?.({ ...result });
  }
  return result;
}
