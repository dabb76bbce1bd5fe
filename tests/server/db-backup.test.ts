// npm run db:backup / db:restore on a real embedded database directory, through the script itself.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import { createStaff } from '../support/server/auth';

const run = promisify(execFile);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-backup-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function script(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/db/db-backup.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  });
}

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe('backing up and restoring the embedded database', () => {
  it('brings back the rows and files as they were at the backup', { timeout: 120_000 }, async () => {
    const key = await withDatabase(async (db) => {
      await createStaff(db, { username: 'kept', role: 'ADMIN' });
      return createDatabaseStorage(db, 'resumes').put(Buffer.from('%PDF-1.4 kept'));
    });

    const backedUp = await script('backup');
    expect(backedUp.stdout).toContain('Backed up the database with its files');

    // After the backup: the account and the file are lost.
    await withDatabase(async (db) => {
      await db.delete(users).where(eq(users.username, 'kept'));
      await createDatabaseStorage(db, 'resumes').remove(key);
    });

    // A server holding the directory (its pid file) stops the restore.
    await writeFile(path.join(dataDir, 'pgdata', 'postmaster.pid'), '-42\n');
    await expect(script('restore')).rejects.toMatchObject({
      stderr: expect.stringContaining('stop it first'),
    });
    await rm(path.join(dataDir, 'pgdata', 'postmaster.pid'));

    const restored = await script('restore');
    expect(restored.stdout).toContain('the previous database is kept in');
    const found = await withDatabase((db) => db.select().from(users).where(eq(users.username, 'kept')));
    expect(found).toHaveLength(1);
    const bytes = await withDatabase(async (db) => {
      const file = await createDatabaseStorage(db, 'resumes').openIfPresent(key);
      return file ? buffer(file) : null;
    });
    expect(bytes?.toString()).toBe('%PDF-1.4 kept');
  });
});
