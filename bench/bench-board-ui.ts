// npm run bench:board-ui: the applicant board of a 5,000-applicant career (BENCH_APPLICANTS) in Chromium.
// A throw-away embedded database, the built SPA (run `npm run build` first) served by the real app on
// loopback, a recruiter signed in; then it types into "Search applicants" one key at a time, clears it and
// clicks through the status tabs, and prints the main thread's long tasks (> 50 ms) of each phase.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { HEADLESS_CHROMIUM_FLAGS } from '../tests/support/browser/chromium-flags';
import { addBenchRecruiter, BENCH_RECRUITER } from './lib/bench-recruiter-app';
import { seedBoardCareer } from './lib/seed-board';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 5000);
const SEARCH = process.env.BENCH_SEARCH ?? 'applicant 12';
/** Chromium's CPU throttling (1 = none): 4 is a mid-range laptop on battery, as Lighthouse's desktop runs. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const root = path.resolve(import.meta.dirname, '..');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-ui-'));
const database = await openDatabase({ dataDir });
await database.migrate();
await addBenchRecruiter(database);
const career = await seedBoardCareer(database.db, APPLICANTS);
const config = {
  ...(await loadConfig({ DATA_DIR: dataDir, PORT: '0', STATIC_DIR: path.join(root, 'dist') })),
  seedDemo: false,
  logLevel: 'error',
};
const app = await buildApp(config, { database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: HEADLESS_CHROMIUM_FLAGS,
});

/** The long tasks the page has seen since the last call, in ms. */
const takeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const store = window as unknown as { longTasks: number[] };
    return store.longTasks.splice(0).map(Math.round);
  });

/** Waits for two frames and a quiet moment, so the work one action caused has run. */
const settle = (page: Page) => page.waitForTimeout(400);

function summary(name: string, tasks: number[]) {
  const total = tasks.reduce((sum, ms) => sum + ms, 0);
  const max = tasks.length ? Math.max(...tasks) : 0;
  console.info(
    `  ${name.padEnd(28)} ${String(tasks.length).padStart(3)} long tasks · max ${String(max).padStart(4)} ms · total ${String(total).padStart(5)} ms${tasks.length ? ` · [${tasks.join(', ')}]` : ''}`,
  );
}

try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    const store = window as unknown as { longTasks: number[] };
    store.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  if (CPU_SLOWDOWN > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  await page.goto(`${address}/admin/login`);
  await page.getByLabel('Username').fill(BENCH_RECRUITER.username);
  await page.getByLabel(/^Password/).fill(BENCH_RECRUITER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
  await page.goto(`${address}/recruiter/RecruiterJobManagement/${career.id}`);
  const search = page.getByRole('textbox', { name: 'Search applicants' });
  await search.waitFor();
  await page.getByRole('tab', { selected: true }).waitFor();
  await settle(page);
  console.info(
    `Applicant board, ${APPLICANTS} applicants, Chromium (${os.cpus().length} cores, CPU slowdown ${CPU_SLOWDOWN}×):`,
  );
  summary('opening the board', await takeLongTasks(page));

  await search.click();
  const typing: number[] = [];
  for (const key of SEARCH) {
    await page.keyboard.type(key);
    await settle(page);
    typing.push(...(await takeLongTasks(page)));
  }
  summary(`typing "${SEARCH}" (per key)`, typing);
  await search.fill('');
  await settle(page);
  summary('clearing the search', await takeLongTasks(page));

  const tabs = page.getByRole('tab');
  const switching: number[] = [];
  for (const direction of ['ArrowRight', 'ArrowLeft'] as const) {
    for (let step = 0; step < 7; step++) {
      await page.getByRole('tab', { selected: true }).press(direction);
      await settle(page);
      switching.push(...(await takeLongTasks(page)));
    }
  }
  summary(`tab switches (14, keyboard)`, switching);
  const clicks: number[] = [];
  for (let index = 0; index < Math.min(5, await tabs.count()); index++) {
    await tabs.nth(index).click();
    await settle(page);
    clicks.push(...(await takeLongTasks(page)));
  }
  summary('tab switches (5, clicks)', clicks);
} finally {
  await browser.close();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
