// One start of the server: settings from `env`, the database opened (created, migrated and seeded when
// asked), the app built and listening. server/index.ts runs it once per process, with the signals and what it
// prints; the e2e tests' server host runs it again and again in one process, a fresh DATA_DIR each time
// (tests/support/browser/e2e-server-host.mjs, docs/testing.md#e2e-server-host). Nothing of one start outlives
// its close(): the app's state hangs off the app and its database.
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

export interface Serving {
  app: FastifyInstance;
  /** Where it listens, e.g. http://127.0.0.1:8080. */
  url: string;
  /** process.uptime() when the database was ready, for the start-up timings. */
  databaseReadyAt: number;
}

/**
 * Fails at once, with the listen error, when the port is taken: before seconds are spent opening (or
 * creating) the database for a server that could not listen anyway. The real listen still decides.
 */
function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** `say` hears each slow step of a first start before it begins. app.close() closes the database too. */
export async function serve(
  env: NodeJS.ProcessEnv = process.env,
  say: (message: string) => void = () => {},
): Promise<Serving> {
  const config = await loadConfig(env);
  await assertPortFree(config.port, config.host);
  // Opened here rather than by the app so that a first start can say what it is doing.
  const database = await prepareDatabase(config, say);
  const databaseReadyAt = process.uptime();
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  const address = await app.listen({ port: config.port, host: config.host }).catch(async (error) => {
    // The port is taken (or forbidden): close the database cleanly before saying so.
    await app.close();
    throw error;
  });
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = address.startsWith('http') ? `http://${shownHost}:${new URL(address).port}` : address;
  return { app, url, databaseReadyAt };
}
