// Resume files under DATA_DIR/uploads, addressed by random keys; an object store can replace this module.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Buffer): Promise<string>;
  /** Streams the bytes to a new random key without holding them in memory; nothing is kept if the source fails. */
  putStream(source: AsyncIterable<Uint8Array>): Promise<string>;
  open(key: string): Readable;
  /** The bytes as a stream once the file is open; null when there is no such file. */
  openIfPresent(key: string): Promise<Readable | null>;
  /** Deletes the file; answers false when there was none (so several processes may remove the same key). */
  remove(key: string): Promise<boolean>;
  /** Every stored key with its last-modified time (the orphan sweep's input). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

export function createFileStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const fileFor = (key: string) => {
    // Keys are only ever ones we generated; anything else could walk out of the folder.
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data) {
      const key = randomUUID();
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
      return key;
    },
    async putStream(source) {
      const key = randomUUID();
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Opened before streaming: a stream that opens lazily can create the file after a failed
      // upload's clean-up has already run, leaving an orphan.
      const handle = await open(file, 'wx');
      try {
        await pipeline(source, handle.createWriteStream());
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return key;
    },
    open: (key) => createReadStream(fileFor(key)),
    async openIfPresent(key) {
      const stream = createReadStream(fileFor(key));
      try {
        await once(stream, 'open');
        return stream;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      try {
        await unlink(fileFor(key));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async *list() {
      for (const folder of await entriesOf(root)) {
        if (!folder.isDirectory()) continue;
        for (const file of await entriesOf(path.join(root, folder.name))) {
          if (!file.isFile() || !KEY_PATTERN.test(file.name)) continue;
          // A file removed since the folder was read is simply not listed.
          const info = await stat(path.join(root, folder.name, file.name)).catch(() => null);
          if (info) yield { key: file.name, modifiedAt: info.mtime };
        }
      }
    },
  };
}

/** A folder's entries; none when it does not exist (yet). */
async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
