// Files in the database (the default store, docs/decisions/0012): every server on one PostgreSQL sees the
// same files, and a database backup is a complete one. Bytes go in and out in chunks, one short statement
// each, so a slow upload never holds a transaction (or the embedded database's one connection) open.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema';
import { bytesOf, type FileBucket, type FileStorage } from './file-storage';

/** Bytes per chunk row: a 5 MB résumé is 20 rows. */
export const CHUNK_BYTES = 256 * 1024;

/** Groups a stream's pieces into chunks of CHUNK_BYTES (the last one shorter). */
async function* chunksOf(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (size + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - size;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      size = 0;
    }
    if (rest.length) {
      // Copied: the source may reuse its buffer for the next piece.
      pending.push(Buffer.from(rest));
      size += rest.length;
    }
  }
  if (size) yield Buffer.concat(pending);
}

export function createDatabaseStorage(db: Db, bucket: FileBucket): FileStorage {
  const file = (key: string) => and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key));

  /** Writes the chunks of a file whose (incomplete) row exists, then marks it complete. */
  async function fill(key: string, source: AsyncIterable<Uint8Array>) {
    try {
      let seq = 0;
      let size = 0;
      for await (const data of chunksOf(source)) {
        await db.insert(storedFileChunks).values({ bucket, key, seq, data });
        seq += 1;
        size += data.length;
      }
      await db.update(storedFiles).set({ complete: true, size }).where(file(key));
    } catch (error) {
      await db.delete(storedFiles).where(file(key));
      throw error;
    }
  }

  const storage: FileStorage = {
    put: (data) => storage.putStream(bytesOf(data)),
    async putStream(source) {
      const key = randomUUID();
      await db.insert(storedFiles).values({ bucket, key });
      await fill(key, source);
      return key;
    },
    async putKeyed(key, source) {
      // A file a cut-off earlier run left incomplete is written again.
      await db.delete(storedFiles).where(and(file(key), eq(storedFiles.complete, false)));
      const [created] = await db
        .insert(storedFiles)
        .values({ bucket, key })
        .onConflictDoNothing()
        .returning({ key: storedFiles.key });
      if (!created) return false;
      await fill(key, source);
      return true;
    },
    async openIfPresent(key) {
      const [found] = await db.select({ complete: storedFiles.complete }).from(storedFiles).where(file(key));
      if (!found?.complete) return null;
      const [{ chunks = 0 } = {}] = await db
        .select({ chunks: sql<number>`count(*)::int` })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.bucket, bucket), eq(storedFileChunks.key, key)));
      async function* read() {
        for (let seq = 0; seq < chunks; seq++) {
          const [chunk] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(
              and(
                eq(storedFileChunks.bucket, bucket),
                eq(storedFileChunks.key, key),
                eq(storedFileChunks.seq, seq),
              ),
            );
          // Removed while being read (an erasure): the download ends short rather than hang.
          if (!chunk) throw new Error(`stored file ${bucket}/${key} lost chunk ${seq} while being read`);
          yield chunk.data;
        }
      }
      return Readable.from(read(), { objectMode: false });
    },
    async remove(key) {
      const removed = await db.delete(storedFiles).where(file(key)).returning({ key: storedFiles.key });
      return removed.length > 0;
    },
    async *list() {
      const rows = await db
        .select({ key: storedFiles.key, modifiedAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(eq(storedFiles.bucket, bucket))
        .orderBy(asc(storedFiles.createdAt));
      yield* rows;
    },
  };
  return storage;
}
