// The orphan sweep: a stored file that no row refers to any more (an upload cut off between the file
// and its row, a file whose erasure failed, a replaced blog cover) is removed once it is older than a
// grace period, so a file whose row is still being written is never touched.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, blogs } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { recordAudit } from './personal-data-audit';

const HOUR = 60 * 60 * 1000;

export interface OrphanGrace {
  /** Résumés: the row follows the file within one request, so an hour is ample. */
  resumes: number;
  /** Blog covers are uploaded before the post is saved, which may be days later. */
  covers: number;
}

export const DEFAULT_ORPHAN_GRACE: OrphanGrace = { resumes: HOUR, covers: 7 * 24 * HOUR };

export interface SweepResult {
  resumes: number;
  covers: number;
}

const MEDIA_KEY = /\/api\/media\/([0-9a-f-]{36})\.[a-z]+/g;

/** Keys of files older than `before`. */
async function staleKeys(storage: FileStorage, before: Date): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) if (file.modifiedAt < before) keys.push(file.key);
  return keys;
}

/** Of these résumé keys, the ones an application refers to. */
async function referencedResumes(db: Db, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let at = 0; at < keys.length; at += 1000) {
    const rows = await db
      .select({ key: applications.resumeKey })
      .from(applications)
      .where(inArray(applications.resumeKey, keys.slice(at, at + 1000)));
    for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

/** Every media key a post uses, as its cover or inside its text. */
async function referencedMedia(db: Db): Promise<Set<string>> {
  const rows = await db.select({ cover: blogs.coverImage, body: blogs.body }).from(blogs);
  const found = new Set<string>();
  for (const row of rows) {
    for (const text of [row.cover ?? '', row.body]) {
      for (const match of text.matchAll(MEDIA_KEY)) if (match[1]) found.add(match[1]);
    }
  }
  return found;
}

async function sweep(
  storage: FileStorage,
  before: Date,
  referenced: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  const stale = await staleKeys(storage, before);
  if (stale.length === 0) return 0;
  const used = await referenced(stale);
  let removed = 0;
  // Removing is idempotent: a second process sweeping at once counts only the files it removed itself.
  for (const key of stale) if (!used.has(key) && (await storage.remove(key))) removed += 1;
  return removed;
}

/** Removes orphan résumés and covers; logs one audit row when anything went. */
export async function sweepOrphanFiles(
  db: Db,
  storage: { resumes: FileStorage; covers: FileStorage },
  options: { now?: Date; grace?: OrphanGrace } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const grace = options.grace ?? DEFAULT_ORPHAN_GRACE;
  const result = {
    resumes: await sweep(storage.resumes, new Date(now.getTime() - grace.resumes), (keys) =>
      referencedResumes(db, keys),
    ),
    covers: await sweep(storage.covers, new Date(now.getTime() - grace.covers), () => referencedMedia(db)),
  };
  if (result.resumes + result.covers > 0) {
    await recordAudit(db, { action: 'orphan-sweep', actor: 'system', details: { ...result }, at: now });
  }
  return result;
}
