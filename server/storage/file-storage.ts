// Resume files under DATA_DIR/uploads, addressed by random keys; an object store can replace this module.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(data: Buffer): Promise<string>;
  /** Streams the bytes to a new random key without holding them in memory; nothing is kept if the source fails. */
  putStream(source: AsyncIterable<Uint8Array>): Promise<string>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
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
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return key;
    },
    open: (key) => createReadStream(fileFor(key)),
    remove: (key) => rm(fileFor(key), { force: true }),
  };
}
