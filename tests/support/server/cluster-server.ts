// A server process on this worker's PostgreSQL database, as one of several behind a balancer would run
// (the cluster tests): its own throw-away DATA_DIR, no demo content, no site; removed when the test ends.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { PRECOMPILED_SERVER, startServerProcess } from './spawn-server';
import { testPostgresUrl } from './test-database';

export async function startClusterServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-cluster-'));
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startServerProcess(
    {
      ...process.env,
      DATABASE_URL: await testPostgresUrl(),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    120_000,
    PRECOMPILED_SERVER,
  );
  onTestFinished(() => server.stop());
  return server;
}
