// A first start says what it is doing while it creates the embedded database (in a child process,
// server/db/first-start.ts); a restart on the same directory has nothing to do and says nothing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare';
import { users } from '../../server/db/schema';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('prepareDatabase on the embedded database', () => {
  it('creates, migrates and seeds on the first start, saying so, and does none of it again', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-prepare-'));
    dirs.push(dataDir);
    const config = { ...(await loadConfig({ DATA_DIR: dataDir })), databaseUrl: undefined, seedDemo: true };

    const firstSteps: string[] = [];
    const first = await prepareDatabase(config, (message) => firstSteps.push(message));
    expect(firstSteps).toEqual([
      `Creating the embedded database in ${dataDir} (first start, a few seconds)…`,
      'Applying migrations…',
      'Adding demo content…',
    ]);
    expect(await first.pendingMigrations()).toBe(0);
    const [seeded] = await first.db.select({ value: count() }).from(users);
    await first.close();

    const againSteps: string[] = [];
    const again = await prepareDatabase(config, (message) => againSteps.push(message));
    const [after] = await again.db.select({ value: count() }).from(users);
    await again.close();
    expect(againSteps).toEqual([]);
    expect(after?.value).toBe(seeded?.value);
  }, 120_000);

  it("fails with the child's error when the first start cannot create the database", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-prepare-'));
    dirs.push(dataDir);
    // A file where the database's directory goes.
    await writeFile(path.join(dataDir, 'pgdata'), '');
    const config = { ...(await loadConfig({ DATA_DIR: dataDir })), databaseUrl: undefined, seedDemo: true };
    await expect(prepareDatabase(config)).rejects.toThrow(
      /first start of the embedded database failed: .*(EEXIST|ENOTDIR)/,
    );
  }, 60_000);
});
