// Builds the app on the worker's shared database with a throw-away data directory; closed after each test file.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { getTestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
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
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-test-'));
    const config = {
      ...(await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' })),
      seedDemo: false,
      staticDir: undefined,
      ...overrides,
    };
    context.config = config;
    context.app = await buildApp(config, { database: await getTestDatabase(), logger: false });
    await extend?.(context.app);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return context;
}
