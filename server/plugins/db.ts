// Opens (or adopts) the database, applies migrations, seeds demo content when asked, and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { prepareDatabase } from '../db/prepare';

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
    const opened: Database = database ?? (await prepareDatabase(config));
    app.decorate('database', opened);
    if (owned) app.addHook('onClose', () => opened.close());
  },
  { name: 'db' },
);
