// For the e2e project: the real built server on a free port with a throw-away DATA_DIR, and a browser if any.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale';

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else a Chromium that Playwright installed itself. */
async function findBrowser(): Promise<string> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  try {
    const { chromium } = await import('playwright-core');
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core knows no browser of its own here
  }
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? '';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const browserPath = await findBrowser();
  project.provide('browserPath', browserPath);
  if (!browserPath) {
    console.warn(
      'e2e: no Chromium found (CHROMIUM_PATH, /usr/bin/chromium): the browser tests are SKIPPED, not passed.',
    );
    project.provide('baseUrl', '');
    return;
  }
  await buildIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-e2e-'));
  const port = await freePort();
  const root = path.resolve(import.meta.dirname, '../..');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, 120_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  // Tests read what the server wrote there (the mail outbox) to see what a user cannot.
  project.provide('dataDir', dataDir);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
