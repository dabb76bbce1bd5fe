// The database the server runs on, ready to serve: opened, its schema brought up to date, and the demo
// content added when asked. A first start takes seconds, so it says what it is doing; a restart on an
// existing database does no more than open it and check (a query or two) that nothing is pending.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openFileStores } from '../plugins/storage';
import { type Database, openDatabase } from './client';
import { firstStartInChild } from './first-start';
import { seedDemo } from './seed';

/** `say` hears each slow step before it starts; by default nothing is said (tests, scripts). */
export async function prepareDatabase(
  config: Config,
  say: (message: string) => void = () => {},
): Promise<Database> {
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
    say(`Creating the embedded database in ${shownDir(config.dataDir)} (first start, a few seconds)…`);
    // Created, migrated and seeded in a child process that gives its memory back (docs/decisions/0054); the
    // steps below then find nothing to do. A restart's migrations stay here (docs/decisions/0054, "Later").
    await firstStartInChild(config, say);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    // migrate() would find nothing to do as well, but costs a dozen statements more on every restart.
    if ((await database.pendingMigrations()) > 0) {
      say('Applying migrations…');
      await database.migrate();
    }
    if (config.seedDemo) {
      const stores = await openFileStores(database.db, config);
      try {
        await seedDemo(database.db, {
          password: config.demoPassword,
          resumes: stores.resumes,
          onSeed: () => say('Adding demo content…'),
        });
      } finally {
        stores.close();
      }
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** ./data for a directory under the current one, else the full path. */
function shownDir(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : dir;
}
