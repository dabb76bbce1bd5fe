// npm run bench:page-load: what a phone goes through on each public page when nobody touches it, measured
// to the end instead of inside Lighthouse's trace window. Headless Chromium as a mid-range phone (412 × 823,
// touch, the CPU slowed 4×), the built site served by the real server (NODE_ENV=production, demo content).
// Each page BENCH_RUNS times (5), alternating with its static floor (the same HTML without scripts,
// bench/lib/static-floor.ts) in the same run:
// - long tasks: the main thread's tasks over 50 ms, from navigation until every island that hydrates at idle
//   is live (the floor: until the network is quiet), summed whole and as the time over 50 ms each (as TBT);
//   and the part of it the islands' hydration took (the runtime measures each island, hydrate-islands.tsx);
// - the download: the scripts and stylesheets fetched until the network is quiet, counted as the server's
//   gzip copies (what a browser without brotli receives), and the HTML document apart;
// - a tap 300 ms after `load`, on the menu button every page has, sent as one touch at that time: when it came,
//   the input's next paint (Event Timing, as INP counts it) and the part of it spent waiting for the main
//   thread, and when the menu it opens is drawn; the same tap on the floor, where no script runs, beside it.
// A fixed script's time in a blank page under the same slow-down is printed as the machine's reference.
// BENCH_VS_DIST=<another build's dist/> (e.g. a worktree of another commit, built) measures that build too, on a
// server of its own, in alternation with this one in every run: a row of its own under each page's.
// BENCH_CPU=<rate> slows the CPU by another rate than 4 (a slower phone, or what a busy machine does to the
// main thread's tasks), in a section of its own.
// Writes docs/perf.md. Budgets (issue 59): long tasks ≤ 150 ms a page, the tap's paint ≤ 100 ms, the download
// ≤ 90 KB on / and ≤ 110 KB on /careers.
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildIfStale } from '../scripts/build/build-if-stale';
import { type IslandName, type IslandTrigger, islandRegistry } from '../src/islands/island-registry';
import { HEADLESS_CHROMIUM_FLAGS } from '../tests/support/browser/chromium-flags';
import { startServerProcess } from '../tests/support/server/spawn-server';
import { sampleMachineMemory } from './lib/machine-memory';
import { otherBuild, startOtherBuild } from './lib/other-build';
import { machineLine, sampleLoadAverage, writePerfSection } from './lib/perf-doc';
import { type PublicPage, publicBenchPages } from './lib/public-pages';
import { PHONE_SLOWDOWN, phonePage } from './lib/slow-phone';
import { startStaticFloor } from './lib/static-floor';
import { median, spread } from './lib/stats';
import { throwawayProductionEnv } from './lib/throwaway-server-env';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? PHONE_SLOWDOWN);
const atPhoneRate = CPU_SLOWDOWN === PHONE_SLOWDOWN;
const LONG_TASK_BUDGET_MS = 150;
const TAP_BUDGET_MS = 100;
const DOWNLOAD_BUDGET_KB: Record<string, number> = { '/': 90, '/careers': 110 };
const QUIET_MS = 500;
const TAP_AFTER_LOAD_MS = 300;

interface LoadRun {
  longTasksMs: number;
  blockingMs: number;
  /** The islands' own time from hydrating to live, summed (the runtime's `island <name>` measures). */
  hydratingMs: number;
  /** From navigation until the last idle island was live (the floor: the load event). */
  liveAtMs: number;
  downloadBytes: number;
  downloadFiles: number;
  documentBytes: number;
}

interface TapRun {
  /** Event Timing's duration of the tap: from the input to the next paint. */
  inputToPaintMs: number;
  /** Of that, the time the input waited for the main thread before its handlers ran. */
  waitedMs: number;
  /** When the input came, after the load event. */
  afterLoadMs: number;
  /** From the tap's handlers until the frame after the menu said it was open. */
  menuOpenMs: number;
}

/** What the page notes of the tap (watchTap), read back by the bench. */
interface TapState {
  taps: PerformanceEventTiming[];
  tappedAt: number;
  openAt: number;
}

/** Every long task from the document's start, kept for the bench to read (the observer sees all of them). */
function observeLongTasks() {
  const tasks: [number, number][] = [];
  (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** Resolves once no request has been in flight for QUIET_MS. */
function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    page.on('request', () => {
      inFlight++;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight--;
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    settle();
  });
}

function triggerOf(name: string, props: object): IslandTrigger | undefined {
  const spec = islandRegistry[name as IslandName] as
    | { trigger: IslandTrigger | ((props: object) => IslandTrigger) }
    | undefined;
  if (!spec) return undefined;
  return typeof spec.trigger === 'function' ? spec.trigger(props) : spec.trigger;
}

/** The ids of the page's islands that hydrate at idle, from their server HTML. */
async function idleIslandIds(page: Page): Promise<string[]> {
  const islands = await page.$$eval('[data-island]', (elements) =>
    elements.map((element) => ({
      id: element.getAttribute('data-island-id') ?? '',
      name: element.getAttribute('data-island') ?? '',
      props: JSON.parse(element.getAttribute('data-island-props') ?? '{}') as object,
    })),
  );
  return islands
    .filter((island) => triggerOf(island.name, island.props) === 'idle')
    .map((island) => island.id);
}

/** The bytes on the wire of each file, as the server sends it to a browser that asks for gzip only. */
async function gzipBytes(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(
      (url) =>
        new Promise<number>((resolve, reject) => {
          // node:http hands over the body as sent (fetch would decode it).
          get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve(bytes));
          }).on('error', reject);
        }),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function measureLoad(browser: Browser, url: string, isFloor: boolean): Promise<LoadRun> {
  const { context, page } = await phonePage(browser, CPU_SLOWDOWN, observeLongTasks);
  try {
    const assets: string[] = [];
    page.on('requestfinished', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) assets.push(request.url());
    });
    const quiet = networkQuiet(page);
    await page.goto(url, { waitUntil: 'load' });
    const ids = isFloor ? [] : await idleIslandIds(page);
    await page.waitForFunction(
      (wanted) =>
        wanted.every((id) =>
          document.querySelector(`[data-island-id="${id}"]`)?.hasAttribute('data-island-live'),
        ),
      ids,
      { polling: 50, timeout: 60_000 },
    );
    const liveAtMs = await page.evaluate(() => performance.now());
    await quiet;
    // Long-task entries arrive after their task: a frame and an idle moment later they are all in.
    const tasks = await page.evaluate(
      () =>
        new Promise<[number, number][]>((resolve) =>
          requestAnimationFrame(() =>
            requestIdleCallback(
              () => resolve((window as unknown as { longTasks: [number, number][] }).longTasks),
              {
                timeout: 1000,
              },
            ),
          ),
        ),
    );
    const counted = tasks.filter(([start]) => start <= liveAtMs);
    const hydratingMs = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith('island '))
        .reduce((sum, entry) => sum + entry.duration, 0),
    );
    const documentBytes = await gzipBytes([url]);
    return {
      longTasksMs: counted.reduce((sum, [, duration]) => sum + duration, 0),
      blockingMs: counted.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      hydratingMs,
      liveAtMs: isFloor
        ? await page.evaluate(() => performance.timing.loadEventEnd - performance.timing.navigationStart)
        : liveAtMs,
      downloadBytes: await gzipBytes(assets),
      downloadFiles: assets.length,
      documentBytes,
    };
  } finally {
    await context.close();
  }
}

/** What the page notes of the tap, from its start (an init script: nothing waits for a busy page to answer). */
function watchTap() {
  const state: TapState = { taps: [], tappedAt: 0, openAt: 0 };
  (window as unknown as { tap: TapState }).tap = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      if (entry.interactionId) state.taps.push(entry.toJSON());
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  addEventListener('pointerdown', () => (state.tappedAt ||= performance.now()), { capture: true });
  new MutationObserver(() => {
    if (state.openAt || !document.querySelector('button[aria-expanded="true"][aria-label="Close menu"]'))
      return;
    requestAnimationFrame(() => (state.openAt = performance.now()));
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] });
}

const menuButtons = new Map<string, { x: number; y: number }>();

/** The middle of the page's menu button on a phone, from a visit of its own (once a page). */
async function menuButtonAt(browser: Browser, url: string) {
  const known = menuButtons.get(url);
  if (known) return known;
  const { context, page } = await phonePage(browser, CPU_SLOWDOWN, observeLongTasks);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const box = await page.locator('button[aria-label="Open menu"]').boundingBox();
    if (!box) throw new Error(`${url}: no menu button to tap`);
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    menuButtons.set(url, middle);
    return middle;
  } finally {
    await context.close();
  }
}

/** The tap on `url`; on a static floor (`isFloor`), where no menu opens, until the tap's own paint. */
async function measureTap(browser: Browser, url: string, isFloor = false): Promise<TapRun> {
  const button = await menuButtonAt(browser, url);
  const { context, page } = await phonePage(browser, CPU_SLOWDOWN, observeLongTasks);
  try {
    await page.addInitScript(watchTap);
    // One touch, sent TAP_AFTER_LOAD_MS after the browser reported the load, as a finger's would be: a call
    // into the page first (Playwright's own tap checks the button) waits for a busy page to answer, and the
    // tap came late (the figures are in the commit that made this change).
    const loaded = new Promise<void>((resolve) => page.once('load', () => resolve()));
    await Promise.all([
      page.goto(url, { waitUntil: 'load' }),
      loaded
        .then(() => new Promise((resolve) => setTimeout(resolve, TAP_AFTER_LOAD_MS)))
        .then(() => page.touchscreen.tap(button.x, button.y)),
    ]);
    if (isFloor) {
      // Event Timing leaves out a tap answered within 16 ms: then there is no entry to wait for.
      await page
        .waitForFunction(() => (window as unknown as { tap: TapState }).tap.taps.length > 0, null, {
          polling: 50,
          timeout: 3000,
        })
        .catch(() => {});
    } else {
      await page.waitForFunction(() => (window as unknown as { tap: TapState }).tap.openAt > 0, null, {
        polling: 50,
        timeout: 60_000,
      });
    }
    // Event Timing's entry of the tap arrives after its paint.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    return await page.evaluate(() => {
      const { taps, tappedAt, openAt } = (window as unknown as { tap: TapState }).tap;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const longest = taps.reduce<PerformanceEventTiming | undefined>(
        (found, entry) => (found && found.duration >= entry.duration ? found : entry),
        undefined,
      );
      return {
        inputToPaintMs: Math.max(16, longest?.duration ?? 0),
        waitedMs: longest ? longest.processingStart - longest.startTime : 0,
        afterLoadMs: (longest?.startTime ?? tappedAt) - (navigation?.loadEventEnd ?? 0),
        menuOpenMs: openAt - tappedAt,
      };
    });
  } finally {
    await context.close();
  }
}

/** A fixed script's time in a blank page under the same slow-down: how fast this machine is. */
async function cpuReference(browser: Browser): Promise<number> {
  const { context, page } = await phonePage(browser, CPU_SLOWDOWN, observeLongTasks);
  try {
    return await page.evaluate(() => {
      const began = performance.now();
      let sum = 0;
      for (let i = 0; i < 2_000_000; i++) sum += Math.sqrt(i) % 7;
      return sum > 0 ? performance.now() - began : 0;
    });
  } finally {
    await context.close();
  }
}

interface Measured extends PublicPage {
  page: LoadRun[];
  floor: LoadRun[];
  taps: TapRun[];
  floorTaps: TapRun[];
  reference: number[];
  /** The other build's runs (BENCH_VS_DIST). */
  vs: { page: LoadRun[]; taps: TapRun[] };
}

await buildIfStale();
const load = sampleLoadAverage();
const memory = sampleMachineMemory();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-page-load-'));
const server = await startServerProcess(throwawayProductionEnv(dataDir));
const vsServer = await startOtherBuild();
const floor = await startStaticFloor(server.baseUrl);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: HEADLESS_CHROMIUM_FLAGS,
});
const measured: Measured[] = [];
try {
  for (const page of await publicBenchPages(server.baseUrl)) {
    const entry: Measured = {
      ...page,
      page: [],
      floor: [],
      taps: [],
      floorTaps: [],
      reference: [],
      vs: { page: [], taps: [] },
    };
    for (let run = 1; run <= RUNS; run++) {
      console.info(`${page.path}, run ${run} of ${RUNS}: the reference, the page, its floor, a tap…`);
      entry.reference.push(await cpuReference(browser));
      entry.page.push(await measureLoad(browser, `${server.baseUrl}${page.path}`, false));
      if (vsServer) entry.vs.page.push(await measureLoad(browser, `${vsServer.baseUrl}${page.path}`, false));
      entry.floor.push(await measureLoad(browser, `${floor.baseUrl}${page.path}`, true));
      entry.taps.push(await measureTap(browser, `${server.baseUrl}${page.path}`));
      entry.floorTaps.push(await measureTap(browser, `${floor.baseUrl}${page.path}`, true));
      if (vsServer) entry.vs.taps.push(await measureTap(browser, `${vsServer.baseUrl}${page.path}`));
    }
    measured.push(entry);
  }
} finally {
  await browser.close();
  await floor.close();
  await server.stop();
  await vsServer?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => Math.round(value).toLocaleString('en-GB');
const of = <T>(runs: T[], pick: (run: T) => number) => runs.map(pick);
/** A table cell: the runs' median (min–max). */
const cell = <T>(runs: T[], pick: (run: T) => number, format = ms) => spread(of(runs, pick), format);

function row(label: string, loads: LoadRun[], taps: TapRun[], floorCell: string) {
  const cells = [
    cell(loads, (r) => r.longTasksMs),
    cell(loads, (r) => r.blockingMs),
    floorCell,
    cell(loads, (r) => r.hydratingMs),
    cell(loads, (r) => r.liveAtMs),
    `${cell(loads, (r) => r.downloadBytes, kb)} (${median(of(loads, (r) => r.downloadFiles))})`,
    cell(loads, (r) => r.documentBytes, kb),
    cell(taps, (r) => r.afterLoadMs),
    cell(taps, (r) => r.inputToPaintMs),
    cell(taps, (r) => r.waitedMs),
    cell(taps, (r) => r.menuOpenMs),
  ];
  return `| ${label} | ${cells.join(' | ')} |`;
}

const misses = measured.flatMap((m) => {
  const found: string[] = [];
  const longTasks = median(of(m.page, (r) => r.longTasksMs));
  if (longTasks > LONG_TASK_BUDGET_MS) found.push(`${m.path}: long tasks ${ms(longTasks)} ms`);
  const tap = median(of(m.taps, (r) => r.inputToPaintMs));
  if (tap > TAP_BUDGET_MS) found.push(`${m.path}: the tap's paint ${ms(tap)} ms`);
  const budget = DOWNLOAD_BUDGET_KB[m.path];
  const download = median(of(m.page, (r) => r.downloadBytes)) / 1000;
  if (budget !== undefined && download > budget)
    found.push(`${m.path}: ${download.toFixed(1)} KB downloaded`);
  return found;
});

const markdown = [
  `## A phone left alone, to the end (\`${atPhoneRate ? '' : `BENCH_CPU=${CPU_SLOWDOWN} `}npm run bench:page-load\`)`,
  '',
  `${machineLine()} · ${load.describe()} · ${memory.describe()} · headless Chromium as a phone ` +
    `(412 × 823, touch, the CPU slowed ${CPU_SLOWDOWN}×), the built site served by the real server on loopback ` +
    `(NODE_ENV=production, demo content), no network throttling. Each page ${RUNS} times, alternating with its ` +
    'static floor (the same HTML without scripts) in the same run; median (min–max). Long tasks: the main ' +
    "thread's tasks over 50 ms from navigation until every island that hydrates at idle is live (the floor: " +
    'until the network is quiet), summed, and their time over 50 ms each (as TBT counts it). Islands hydrating: ' +
    "each island's time from hydrating to live (the runtime's `island <name>` measures), summed. Download: the " +
    "scripts and stylesheets fetched until the network was quiet, as the server's gzip copies, KB = 1,000 " +
    `bytes. Tap: one touch on the menu button, sent ${TAP_AFTER_LOAD_MS} ms after \`load\` on the machine's clock, a ` +
    "fresh page each run: when it came (Event Timing's start), its input to paint, and of that the wait before " +
    'its handlers ran; the menu drawn is counted from those handlers.',
  '',
  '| Page | long tasks, ms | … over 50 ms | floor: long tasks, ms | islands hydrating, ms | islands live at, ms | JS+CSS gzip, KB (files) | HTML gzip, KB | tap: came after load, ms | tap: input to paint, ms | … waiting for the main thread | tap: menu drawn, ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...measured.flatMap((m) => [
    row(
      `${m.name} (\`${m.path}\`)`,
      m.page,
      m.taps,
      cell(m.floor, (r) => r.longTasksMs),
    ),
    ...(otherBuild ? [row(`… the other build (${otherBuild.label})`, m.vs.page, m.vs.taps, '')] : []),
  ]),
  '',
  `Long tasks of the page minus its floor's, run by run (the same run): ${measured
    .map(
      (m) =>
        `${m.name} **${spread(
          m.page.map((run, i) => run.longTasksMs - (m.floor[i]?.longTasksMs ?? 0)),
          ms,
        )}**`,
    )
    .join(', ')} ms.`,
  '',
  `The same tap on each page's floor, where no script runs, input to paint and of that the wait: ${measured
    .map(
      (m) =>
        `${m.name} **${cell(m.floorTaps, (r) => r.inputToPaintMs)}** and ${cell(m.floorTaps, (r) => r.waitedMs)}`,
    )
    .join(', ')} ms (a tap answered within 16 ms counts as 16, and its wait as 0).`,
  '',
  `The machine's reference, a fixed script in a blank page under the same slow-down: ${spread(
    measured.flatMap((m) => m.reference),
    ms,
  )} ms (all runs).`,
  '',
  atPhoneRate
    ? `Budgets (issue 59): long tasks ≤ ${LONG_TASK_BUDGET_MS} ms a page, the tap's input to paint ≤ ${TAP_BUDGET_MS} ms, ` +
      `the download ≤ ${DOWNLOAD_BUDGET_KB['/']} KB on \`/\` and ≤ ${DOWNLOAD_BUDGET_KB['/careers']} KB on ` +
      `\`/careers\`: ${misses.length === 0 ? '**met**.' : `**not met** (${misses.join('; ')}).`}`
    : `Issue 59's budgets are set for a ${PHONE_SLOWDOWN}× slow-down: they are not judged at this rate.`,
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection(atPhoneRate ? 'page-load' : `page-load-cpu-${CPU_SLOWDOWN}`, markdown);
console.info('Written to docs/perf.md');
process.exit(0);
