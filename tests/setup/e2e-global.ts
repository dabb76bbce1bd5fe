// For the e2e project: the real built server on a free port with a throw-away DATA_DIR, and a browser if any.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale';
import { startServerProcess } from '../../scripts/lib/spawn-server';

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
  const server = await startServerProcess(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    120_000,
  );
  project.provide('baseUrl', server.baseUrl);
  // Tests read what the server wrote there (the mail outbox) to see what a user cannot.
  project.provide('dataDir', dataDir);

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
