// Files in a folder, two levels deep by key: where résumés (DATA_DIR/uploads) and blog covers
// (DATA_DIR/media) were kept before the shared stores (docs/decisions/0012). Only `npm run files:migrate`
// reads it now, to move those files over.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { bytesOf, type FileStorage, STORAGE_KEY_PATTERN } from './file-storage';

export function createDiskStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    // Keys are only ever ones we generated; anything else could walk out of the folder.
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  /** Writes `source` to the key's file, which must not exist yet; nothing is left if the source fails. */
  const write = async (key: string, source: AsyncIterable<Uint8Array>) => {
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
  };
  const storage: FileStorage = {
    put: (data) => storage.putStream(bytesOf(data)),
    async putStream(source) {
      const key = randomUUID();
      await write(key, source);
      return key;
    },
    async putKeyed(key, source) {
      try {
        await write(key, source);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
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
          if (!file.isFile() || !STORAGE_KEY_PATTERN.test(file.name)) continue;
          // A file removed since the folder was read is simply not listed.
          const info = await stat(path.join(root, folder.name, file.name)).catch(() => null);
          if (info) yield { key: file.name, modifiedAt: info.mtime };
        }
      }
    },
  };
  return storage;
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
