// Builds the app on the worker's shared database with a throw-away data directory; closed after each test file.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { getTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
}

const dataDirs = new WeakMap<FastifyInstance, string>();

/**
 * An app on its own throw-away data directory (closeTestApp removes it) and, by default, the worker's
 * shared database (a `database` given is closed with the app); `extend` may add test-only routes before
 * the app is sealed.
 */
export async function buildTestApp({
  overrides = {},
  database,
  extend,
}: {
  overrides?: Partial<Config>;
  database?: Database;
  extend?: (app: FastifyInstance) => void | Promise<void>;
} = {}): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-test-'));
  const config = {
    ...(await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' })),
    seedDemo: false,
    staticDir: undefined,
    // Reading résumés costs CPU after every application with a file: only tests that ask for it read them.
    readResumes: false,
    ...overrides,
  };
  const app = await buildApp(config, { database: database ?? (await getTestDatabase()), logger: false });
  if (database) app.addHook('onClose', () => database.close());
  dataDirs.set(app, dataDir);
  await extend?.(app);
  await app.ready();
  return app;
}

/** Closes the app, then removes its data directory (once nothing writes to it any more). */
export async function closeTestApp(app: FastifyInstance | undefined): Promise<void> {
  if (!app) return;
  await app.close();
  const dataDir = dataDirs.get(app);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

/**
 * Call at the top of a test file; the returned object is filled before the first test.
 * `extend` may add test-only routes before the app is sealed.
 */
export function setupTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.app = await buildTestApp({ overrides, extend });
    context.config = context.app.config;
  });
  afterAll(() => closeTestApp(context.app));
  return context;
}
