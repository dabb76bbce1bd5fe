// npm run bench:form-typing: what typing costs a visitor on a phone who starts filling a public form at once.
// Headless Chromium as a mid-range phone (412 × 823, touch, the CPU slowed 4×), the built site served by the real
// server (NODE_ENV=production, demo content). For each form, BENCH_RUNS times (7) on a fresh page: a tap on its
// "Full name" field BENCH_AFTER_MS (500) after `load`, then "Ravi" at 150 ms a key, until the form's island is
// live; then
// - the island's hydration (the runtime's `island <name>` measure: from hydrating to live);
// - the longest main-thread task from the tap on (the form's code arriving and hydrating lands there);
// - the slowest key's input to its next paint (Event Timing, as INP counts it; 16 when none is reported).
// Every run checks the field kept "Ravi" (decision 0044). BENCH_VS_DIST=<another build's dist/> measures that build
// too, on a server of its own, alternating with this one run by run, with the ratio of each pair (decisions
// 0074, 0075). Writes docs/perf.md.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { buildIfStale } from '../scripts/build/build-if-stale';
import type { IslandName } from '../src/islands/island-registry';
import { HEADLESS_CHROMIUM_FLAGS } from '../tests/support/browser/chromium-flags';
import { startServerProcess } from '../tests/support/server/spawn-server';
import { otherBuild, startOtherBuild } from './lib/other-build';
import { machineLine, sampleLoadAverage, writePerfSection } from './lib/perf-doc';
import { publicBenchPages } from './lib/public-pages';
import { PHONE_SLOWDOWN, phonePage, SMALLEST_REPORTED_MS } from './lib/slow-phone';
import { spread } from './lib/stats';
import { throwawayProductionEnv } from './lib/throwaway-server-env';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const AFTER_LOAD_MS = Number(process.env.BENCH_AFTER_MS ?? 500);
const TYPED = 'Ravi';
const KEY_DELAY_MS = 150;

interface Form {
  name: string;
  path: string;
  island: IslandName;
}

interface Run {
  hydratingMs: number;
  longestTaskMs: number;
  slowestKeyMs: number;
}

/** Every long task and every input event from the document's start, kept for the bench to read. */
function observe() {
  const kept = { tasks: [] as [number, number][], keys: [] as [number, number][] };
  (window as unknown as { typingBench: typeof kept }).typingBench = kept;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) kept.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (/^key|input$/.test(entry.name)) kept.keys.push([entry.startTime, entry.duration]);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

async function measure(browser: Browser, url: string, island: IslandName): Promise<Run> {
  const { context, page } = await phonePage(browser, PHONE_SLOWDOWN, observe);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const tappedAt = await page.evaluate(() => performance.now());
    const field = page.getByLabel('Full name');
    await field.tap();
    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    await page.waitForFunction(
      (name) => document.querySelector(`[data-island="${name}"]`)?.hasAttribute('data-island-live'),
      island,
      { polling: 50, timeout: 60_000 },
    );
    const kept = await field.inputValue();
    if (kept !== TYPED) throw new Error(`${url}: the field kept "${kept}", not "${TYPED}"`);
    // Entries arrive after their task: a frame and an idle moment later they are all in.
    return await page.evaluate(
      ([since, name, smallest]) =>
        new Promise<Run>((resolve) =>
          requestAnimationFrame(() =>
            requestIdleCallback(
              () => {
                const { tasks, keys } = (
                  window as unknown as {
                    typingBench: { tasks: [number, number][]; keys: [number, number][] };
                  }
                ).typingBench;
                // No named function in here: the page would not know tsx's helper that names it.
                resolve({
                  hydratingMs: performance.getEntriesByName(`island ${name}`)[0]?.duration ?? Number.NaN,
                  longestTaskMs: Math.max(0, ...tasks.filter(([start]) => start >= since).map(([, d]) => d)),
                  slowestKeyMs: Math.max(
                    smallest,
                    ...keys.filter(([start]) => start >= since).map(([, d]) => d),
                  ),
                });
              },
              { timeout: 1000 },
            ),
          ),
        ),
      [tappedAt, island, SMALLEST_REPORTED_MS] as const,
    );
  } finally {
    await context.close();
  }
}

await buildIfStale();
const load = sampleLoadAverage();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-form-typing-'));
const server = await startServerProcess(throwawayProductionEnv(dataDir));
const vsServer = await startOtherBuild();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: HEADLESS_CHROMIUM_FLAGS,
});
const jobPage = (await publicBenchPages(server.baseUrl)).find((page) => page.name === 'Job page');
const forms: Form[] = [
  { name: 'Contact form (`/contact-us`)', path: '/contact-us', island: 'contact-form' },
  { name: `Apply form (\`${jobPage?.path}\`)`, path: jobPage?.path ?? '/careers', island: 'job-application' },
];
const measured: { form: Form; runs: Run[]; vs: Run[] }[] = [];
try {
  for (const form of forms) {
    const entry = { form, runs: [] as Run[], vs: [] as Run[] };
    for (let run = 0; run < RUNS; run++) {
      entry.runs.push(await measure(browser, `${server.baseUrl}${form.path}`, form.island));
      if (vsServer) entry.vs.push(await measure(browser, `${vsServer.baseUrl}${form.path}`, form.island));
      console.info(`${form.name}: run ${run + 1} of ${RUNS}`);
    }
    measured.push(entry);
  }
} finally {
  await browser.close();
  await server.stop();
  await vsServer?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const ms = (value: number) => Math.round(value).toLocaleString('en-GB');
const cells = (runs: Run[]) =>
  (['hydratingMs', 'longestTaskMs', 'slowestKeyMs'] as const).map((key) =>
    spread(
      runs.map((run) => run[key]),
      ms,
    ),
  );
const ratio = (runs: Run[], vs: Run[], key: keyof Run) =>
  spread(
    runs.map((run, i) => run[key] / (vs[i]?.[key] || Number.NaN)),
    (value) => value.toFixed(2),
  );
/** A difference, not a ratio, where a run may have no long task at all (0 ms, and 0 over 0 is no figure). */
const difference = (runs: Run[], vs: Run[], key: keyof Run) =>
  spread(
    runs.map((run, i) => run[key] - (vs[i]?.[key] ?? Number.NaN)),
    (value) => `${value > 0 ? '+' : ''}${value.toFixed(0)}`,
  );

const markdown = [
  '## Typing into a form at once (`npm run bench:form-typing`)',
  '',
  `${machineLine()} · ${load.describe()} · headless Chromium as a phone (412 × 823, touch, the CPU slowed ` +
    `${PHONE_SLOWDOWN}×), the built site served by the real server on loopback (NODE_ENV=production, demo content). ` +
    `Each form ${RUNS} times on a fresh page: a tap on "Full name" ${AFTER_LOAD_MS} ms after \`load\`, then ` +
    `"${TYPED}" at ${KEY_DELAY_MS} ms a key, until the form's island is live (every run kept every character). ` +
    "Median (min–max). Hydrating: the island's `island <name>` measure. Longest task: the main thread's longest " +
    "from the tap on. Slowest key: the slowest key's input to next paint (Event Timing; 16 when none is reported).",
  '',
  '| Form | hydrating, ms | longest task, ms | slowest key, ms |',
  '| --- | ---: | ---: | ---: |',
  ...measured.flatMap(({ form, runs, vs }) => [
    `| ${form.name} | ${cells(runs).join(' | ')} |`,
    ...(otherBuild ? [`| … the other build (${otherBuild.label}) | ${cells(vs).join(' | ')} |`] : []),
  ]),
  ...(otherBuild
    ? [
        '',
        `This build against the other, run by run (the same moment of the machine): ${measured
          .map(
            ({ form, runs, vs }) =>
              `${form.name.split(' (')[0]}: hydrating **${ratio(runs, vs, 'hydratingMs')}** times as long, ` +
              `longest task **${difference(runs, vs, 'longestTaskMs')}** ms`,
          )
          .join('; ')}.`,
      ]
    : []),
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection('form-typing', markdown);
console.info('Written to docs/perf.md');
process.exit(0);
