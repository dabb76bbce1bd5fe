// The server an e2e test file talks to: its own process on its own copy of the seeded demo data, so test
// files can run side by side without seeing each other's changes (a closed job, a moved applicant).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { PRECOMPILED_TEST_SERVER, startServerProcess } from '../../scripts/lib/spawn-server';

export interface E2eServer {
  baseUrl: string;
  /** The server's DATA_DIR: tests read what it wrote there (the mail outbox) to see what a user cannot. */
  dataDir: string;
  stop(): Promise<void>;
}

/** The environment of every e2e server: embedded database in `dataDir`, as `npm start` runs it. */
export const e2eServerEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
});

export async function startE2eServer(): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-e2e-'));
  await cp(inject('e2eTemplateDir'), dataDir, { recursive: true });
  const server = await startServerProcess(e2eServerEnv(dataDir), 120_000, PRECOMPILED_TEST_SERVER);
  return {
    baseUrl: server.baseUrl,
    dataDir,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
