import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorage, type FileStorage } from '../../server/storage/file-storage';

let dataDir = '';
let storage: FileStorage;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-storage-'));
  storage = createFileStorage(dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('file storage', () => {
  it('streams bytes to a random key that reads back the same', async () => {
    async function* parts() {
      yield Buffer.from('%PDF-1.4 ');
      yield Buffer.from('rest');
    }
    const key = await storage.putStream(parts());
    expect(await storedFiles()).toEqual([key]);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 rest');
  });

  it('keeps no file when the source fails at once, even many times in a row', async () => {
    // A stream that opened its file lazily could create it after the clean-up ran: repeat to catch that.
    for (let i = 0; i < 50; i += 1) {
      // biome-ignore lint/correctness/useYield: the source fails before its first chunk
      async function* failing(): AsyncGenerator<Buffer> {
        throw new Error('refused');
      }
      await expect(storage.putStream(failing())).rejects.toThrow('refused');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps no file when the source fails halfway', async () => {
    async function* halfway() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('cut off');
    }
    await expect(storage.putStream(halfway())).rejects.toThrow('cut off');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses keys it did not generate, so no path can walk out of the folder', async () => {
    expect(() => storage.open('../../etc/passwd')).toThrow(/invalid storage key/);
    await expect(storage.remove('../x')).rejects.toThrow(/invalid storage key/);
  });
});
