// Opens (or adopts) the database, applies migrations, seeds demo content when asked, and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** A database opened by the caller (tests share one per worker); the app then leaves it open. */
  database?: Database | undefined;
}

export const dbPlugin = fp<DbPluginOptions>(
  async function db(app: FastifyInstance, { config, database }) {
    const owned = !database;
    const opened: Database = database ?? (await openOwnDatabase(config));
    if (owned && config.seedDemo)
      await seedDemo(opened.db, { password: config.demoPassword, dataDir: config.dataDir });
    app.decorate('database', opened);
    if (owned) app.addHook('onClose', () => opened.close());
  },
  { name: 'db' },
);

async function openOwnDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  return database;
}
