// For the e2e project: fresh builds, a browser (installed or asked for: test-browser.ts), and the seeded demo data every test file's server
// starts from (tests/support/browser/e2e-server.ts): seeding once here spares each file the seconds it takes.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../../scripts/build/build-if-stale';
import { buildServerIfStale } from '../../../scripts/build/build-server';
import { HEADLESS_SHELL } from '../browser/chromium-flags';
import { e2eServerEnv } from '../browser/e2e-server';
import { PRECOMPILED_TEST_SERVER, startServerProcess } from '../server/spawn-server';
import { canInstallWithApt, installWithApt, testBrowser } from './test-browser';

/**
 * CHROMIUM_PATH, else Debian's headless shell of Chromium (docs/testing.md#headless-shell), else a Chromium
 * that Playwright installed itself.
 */
async function browserCandidates(): Promise<(string | undefined)[]> {
  const candidates = [process.env.CHROMIUM_PATH, HEADLESS_SHELL];
  try {
    const { chromium } = await import('playwright-core');
    candidates.push(chromium.executablePath());
  } catch {
    // playwright-core knows no browser of its own here
  }
  return candidates;
}

/**
 * A first start creates, migrates and seeds the database; a clean stop leaves it ready to copy. This server
 * serves no site (its STATIC_DIR does not exist), so it never reads dist/ while the site is being built.
 */
async function seedTemplate(templateDir: string) {
  const env = { ...e2eServerEnv(templateDir), STATIC_DIR: path.join(templateDir, 'no-site') };
  const seeding = await startServerProcess(env, 120_000, PRECOMPILED_TEST_SERVER);
  await seeding.stop();
}

export default async function setup(project: TestProject) {
  const browserPath = await testBrowser({
    candidates: browserCandidates,
    canInstall: canInstallWithApt,
    install: installWithApt,
  });
  project.provide('browserPath', browserPath);
  const templateDir = await mkdtemp(path.join(os.tmpdir(), 'meera-e2e-template-'));
  // The site is built while the template is seeded: seeding needs only the server.
  await Promise.all([buildIfStale(), buildServerIfStale().then(() => seedTemplate(templateDir))]);
  project.provide('e2eTemplateDir', templateDir);

  return () => rm(templateDir, { recursive: true, force: true });
}
