// One interface for stored files (résumés, blog covers), whatever keeps them: the database by default, or
// S3-compatible object storage by S3_URL (plugins/storage.ts, docs/decisions/0012). Keys are random and
// made here; a file is written in full before any row points at it.
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Buffer): Promise<string>;
  /** Streams the bytes to a new random key without holding them in memory; nothing is kept if the source fails. */
  putStream(source: AsyncIterable<Uint8Array>): Promise<string>;
  /** Stores a file under the key it already has (moving files between stores); false when that key is taken. */
  putKeyed(key: string, source: AsyncIterable<Uint8Array>): Promise<boolean>;
  /** The bytes as a stream once the file is there; null when there is no such (complete) file. */
  openIfPresent(key: string): Promise<Readable | null>;
  /** Deletes the file; answers false when there was none (so several processes may remove the same key). */
  remove(key: string): Promise<boolean>;
  /** Every stored key with when it was written (the orphan sweep's input), complete or not. */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}$/;

/** The two kinds of file, kept apart so the public cover address can never reach a résumé. */
export type FileBucket = 'resumes' | 'covers';

export interface FileStores {
  resumes: FileStorage;
  covers: FileStorage;
}

/** A buffer as the stream `putStream` takes. */
export async function* bytesOf(data: Buffer): AsyncGenerator<Buffer> {
  yield data;
}
