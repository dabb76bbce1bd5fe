// npm run files:migrate moves the files older versions kept in DATA_DIR into the database's file store
// under their keys, skips those already moved and rewrites one a cut-off run left half-written.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { LEGACY_FOLDERS, migrateFiles } from '../../scripts/db/files-migrate';
import { openDatabase } from '../../server/db/client';
import { storedFiles } from '../../server/db/schema';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import { createDiskStorage } from '../../server/storage/disk-storage';
import { getTestDatabase } from '../support/server/test-database';

const RESUME_KEY = '1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b';
const COVER_KEY = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A DATA_DIR as an older version left it: one résumé in uploads/, one cover in media/uploads/. */
async function legacyDataDir() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-legacy-'));
  for (const [folder, key, text] of [
    [LEGACY_FOLDERS.resumes, RESUME_KEY, '%PDF-1.4 an old résumé'],
    [LEGACY_FOLDERS.covers, COVER_KEY, 'an old cover'],
  ] as const) {
    await mkdir(path.join(dataDir, folder, key.slice(0, 2)), { recursive: true });
    await writeFile(path.join(dataDir, folder, key.slice(0, 2), key), text);
  }
  return dataDir;
}

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('moving DATA_DIR files into the database', () => {
  it('moves every file under its key, once, and rewrites one a cut-off run left incomplete', async () => {
    const dataDir = await legacyDataDir();
    folders.push(dataDir);
    const { db } = await getTestDatabase();
    const from = createDiskStorage(path.join(dataDir, LEGACY_FOLDERS.resumes));
    const to = createDatabaseStorage(db, 'resumes');
    // What a run killed halfway leaves: the file's row, never completed.
    await db.insert(storedFiles).values({ bucket: 'resumes', key: RESUME_KEY });

    expect(await migrateFiles(from, to)).toEqual({ moved: 1, alreadyThere: 0 });
    const moved = await to.openIfPresent(RESUME_KEY);
    expect(moved && (await buffer(moved)).toString()).toBe('%PDF-1.4 an old résumé');
    expect(await migrateFiles(from, to)).toEqual({ moved: 0, alreadyThere: 1 });
  });

  it('runs as `npm run files:migrate` on an embedded database', { timeout: 120_000 }, async () => {
    const dataDir = await legacyDataDir();
    folders.push(dataDir);
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db/files-migrate.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_URL: '', NODE_ENV: 'development' },
      });
    expect((await run()).stdout).toMatch(/resumes: 1 moved .*\ncovers: 1 moved/);
    expect((await run()).stdout).toMatch(
      /resumes: 0 moved .* 1 already there\ncovers: 0 moved .* 1 already there/,
    );

    const database = await openDatabase({ dataDir });
    try {
      const cover = await createDatabaseStorage(database.db, 'covers').openIfPresent(COVER_KEY);
      expect(cover && (await buffer(cover)).toString()).toBe('an old cover');
    } finally {
      await database.close();
    }
  });
});
