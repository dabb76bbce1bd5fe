// The file stores behind app.storage keep one contract (docs/decisions/0012): the database (the default),
// S3-compatible object storage (against a real S3-protocol server) and the old DATA_DIR folders that
// `npm run files:migrate` reads.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileChunks, storedFiles } from '../../server/db/schema';
import { CHUNK_BYTES, createDatabaseStorage } from '../../server/storage/database-storage';
import { createDiskStorage } from '../../server/storage/disk-storage';
import { bytesOf, type FileStorage } from '../../server/storage/file-storage';
import { createS3Client, createS3Storage, parseS3Url } from '../../server/storage/s3-storage';
import { startTestS3, type TestS3 } from '../support/server/s3-server';
import { getTestDatabase } from '../support/server/test-database';

const read = async (storage: FileStorage, key: string) => {
  const stream = await storage.openIfPresent(key);
  return stream ? buffer(stream) : null;
};
const keys = async (storage: FileStorage) => {
  const found: string[] = [];
  for await (const file of storage.list()) found.push(file.key);
  return found.sort();
};

let s3: TestS3;
let folder = '';
beforeAll(async () => {
  s3 = await startTestS3();
  folder = await mkdtemp(path.join(os.tmpdir(), 'meera-disk-store-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

const stores: [string, () => Promise<FileStorage>][] = [
  ['the database', async () => createDatabaseStorage((await getTestDatabase()).db, 'resumes')],
  [
    'S3',
    async () => {
      // A folder of its own per test: the server's files outlive a test.
      const location = parseS3Url(`${s3.url}/${Math.random().toString(36).slice(2)}`);
      return createS3Storage(await createS3Client(location), location, 'resumes');
    },
  ],
  ['a DATA_DIR folder', async () => createDiskStorage(await mkdtemp(path.join(folder, 'uploads-')))],
];

describe.each(stores)('files in %s', (_where, open) => {
  it('streams bytes to a random key that reads back the same, several chunks long', async () => {
    const storage = await open();
    const big = Buffer.alloc(CHUNK_BYTES * 2 + 1234);
    for (let i = 0; i < big.length; i++) big[i] = i % 251;
    async function* pieces() {
      for (let at = 0; at < big.length; at += 70_000) yield big.subarray(at, at + 70_000);
    }
    const key = await storage.putStream(pieces());
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect((await read(storage, key))?.equals(big)).toBe(true);
    expect(await keys(storage)).toEqual([key]);
  });

  it('keeps nothing when the source fails at once or halfway', async () => {
    const storage = await open();
    // biome-ignore lint/correctness/useYield: the source fails before its first chunk
    async function* failing(): AsyncGenerator<Buffer> {
      throw new Error('refused');
    }
    async function* halfway() {
      yield Buffer.alloc(CHUNK_BYTES + 10, 1);
      throw new Error('cut off');
    }
    for (let i = 0; i < 5; i++) await expect(storage.putStream(failing())).rejects.toThrow('refused');
    await expect(storage.putStream(halfway())).rejects.toThrow('cut off');
    expect(await keys(storage)).toEqual([]);
  });

  it('stores a file under the key it already has, once', async () => {
    const storage = await open();
    const key = '0b2a7c4e-5d1f-4a8b-9c3e-7f6d5e4c3b2a';
    expect(await storage.putKeyed(key, bytesOf(Buffer.from('first')))).toBe(true);
    expect(await storage.putKeyed(key, bytesOf(Buffer.from('second')))).toBe(false);
    expect((await read(storage, key))?.toString()).toBe('first');
  });

  it('answers null for a file it does not have, and removes a file once', async () => {
    const storage = await open();
    expect(await storage.openIfPresent('0b2a7c4e-0000-4a8b-9c3e-7f6d5e4c3b2a')).toBeNull();
    const key = await storage.put(Buffer.from('%PDF-1.4'));
    expect(await storage.remove(key)).toBe(true);
    expect(await storage.remove(key)).toBe(false);
    expect(await storage.openIfPresent(key)).toBeNull();
  });

  it('lists every file with when it was written', async () => {
    const storage = await open();
    const before = Date.now() - 5000;
    const key = await storage.put(Buffer.from('a'));
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed.map((file) => file.key)).toEqual([key]);
    expect(listed[0]?.modifiedAt.getTime()).toBeGreaterThan(before);
  });
});

describe('files in a DATA_DIR folder', () => {
  it('refuses keys it did not generate, so no path can walk out of the folder', async () => {
    const storage = createDiskStorage(folder);
    await expect(storage.openIfPresent('../../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(storage.remove('../x')).rejects.toThrow(/invalid storage key/);
  });
});

describe('files in the database', () => {
  it('never reads a file whose upload was cut off, and writes it again when moved over', async () => {
    const { db } = await getTestDatabase();
    const storage = createDatabaseStorage(db, 'resumes');
    const key = '7d6c5b4a-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
    // What a server killed mid-upload leaves: the file's row and its first chunk, never completed.
    await db.insert(storedFiles).values({ bucket: 'resumes', key });
    await db.insert(storedFileChunks).values({ bucket: 'resumes', key, seq: 0, data: Buffer.alloc(10, 7) });
    expect(await storage.openIfPresent(key)).toBeNull();
    expect(await keys(storage)).toEqual([key]);
    expect(await storage.putKeyed(key, bytesOf(Buffer.from('whole')))).toBe(true);
    expect((await read(storage, key))?.toString()).toBe('whole');
  });

  it('keeps résumés and covers apart', async () => {
    const { db } = await getTestDatabase();
    const key = await createDatabaseStorage(db, 'resumes').put(Buffer.from('a résumé'));
    expect(await createDatabaseStorage(db, 'covers').openIfPresent(key)).toBeNull();
  });
});
