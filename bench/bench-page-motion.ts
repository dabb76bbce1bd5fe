// npm run bench:page-motion: what the public pages' motion costs a browser that draws without a GPU (the
// e2e tests' headless shell, a laptop whose GPU is blocklisted), in CPU time. The same page loads, in
// alternating rounds, with everything in motion, with reduced motion (no video, nothing animating), with the
// hero videos paused as they start, and with the videos playing unblurred. Each round of a variant is a fresh
// browser, three contexts in turn, each loading PAGES one after another, waiting for the network to go quiet
// and half a second more (about what a test or a quick visitor spends on a page). CPU is the whole machine's
// busy time (the server's share is the same in every variant), so run it on a quiet machine.
// Writes the table to docs/perf.md. A diagnostic, with no budget: whether the e2e tests should visit pages with
// reduced motion (docs/testing.md#tried).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { buildIfStale } from '../scripts/build/build-if-stale';
import { HEADLESS_CHROMIUM_FLAGS, HEADLESS_SHELL } from '../tests/support/browser/chromium-flags';
import { startServerProcess } from '../tests/support/server/spawn-server';
import { busyCpuSeconds } from '../tests/support/vitest/busy-cpu';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { median, spread } from './lib/stats';
import { throwawayProductionEnv } from './lib/throwaway-server-env';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);
const CONTEXTS = 3;
const DWELL_MS = 500;
const VIEWPORT = { width: 1280, height: 800 };
/** Three pages with a hero video (`/`, web design, HR), four without. */
const PAGES = ['/', '/website-design', '/about-us', '/careers', '/contact-us', '/hr-service', '/admin/login'];

interface Variant {
  name: string;
  /** What `/`'s hero video must be doing once loaded, checked in every round: the variant is what it says. */
  heroVideo: HeroVideo;
  context?: BrowserContextOptions;
  /** Runs in each page before its own scripts. */
  init?: () => void;
}

type HeroVideo = 'none' | 'paused' | 'playing, blurred' | 'playing, unblurred';

const IN_MOTION: Variant = { name: 'in motion', heroVideo: 'playing, blurred' };
const VARIANTS: Variant[] = [
  IN_MOTION,
  { name: 'reduced motion', heroVideo: 'none', context: { reducedMotion: 'reduce' } },
  {
    name: 'videos paused as they start',
    heroVideo: 'paused',
    init: () =>
      document.addEventListener('play', (event) => (event.target as HTMLVideoElement).pause(), true),
  },
  {
    name: 'videos playing, unblurred',
    heroVideo: 'playing, unblurred',
    init: () =>
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'video { filter: none !important; }';
        document.head.append(style);
      }),
  },
];

/** What the page's first video is doing. */
const heroVideoOf = (page: Page): Promise<HeroVideo> =>
  page.evaluate(() => {
    const video = document.querySelector('video');
    if (!video) return 'none';
    if (video.paused) return 'paused';
    return getComputedStyle(video).filter.includes('blur') ? 'playing, blurred' : 'playing, unblurred';
  });

async function loadPages(page: Page, baseUrl: string, variant: Variant) {
  for (const pagePath of PAGES) {
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(DWELL_MS);
    if (pagePath !== '/') continue;
    const heroVideo = await heroVideoOf(page);
    if (heroVideo !== variant.heroVideo)
      throw new Error(`${variant.name}: the hero video on / is ${heroVideo}, not ${variant.heroVideo}`);
  }
}

/** One round of a variant: a fresh browser, CONTEXTS contexts in turn; the CPU seconds it took. */
async function round(variant: Variant, baseUrl: string): Promise<number> {
  const before = busyCpuSeconds();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
    args: HEADLESS_CHROMIUM_FLAGS,
  });
  try {
    for (let n = 0; n < CONTEXTS; n++) {
      const context = await browser.newContext({ viewport: VIEWPORT, ...variant.context });
      const page = await context.newPage();
      if (variant.init) await page.addInitScript(variant.init);
      await loadPages(page, baseUrl, variant);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return busyCpuSeconds() - before;
}

await buildIfStale();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-page-motion-'));
const server = await startServerProcess(throwawayProductionEnv(dataDir));
const cpu = new Map<Variant, number[]>(VARIANTS.map((variant) => [variant, []]));
try {
  for (let n = 1; n <= ROUNDS; n++) {
    for (const variant of VARIANTS) cpu.get(variant)?.push(await round(variant, server.baseUrl));
    console.info(
      `round ${n}: ${VARIANTS.map((v) => `${v.name} ${cpu.get(v)?.at(-1)?.toFixed(1)} s`).join(', ')}`,
    );
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const reference = cpu.get(IN_MOTION) ?? [];
const oneDecimal = (value: number) => value.toFixed(1);
const twoDecimals = (value: number) => value.toFixed(2);
const markdown = [
  '## What motion costs without a GPU (`npm run bench:page-motion`)',
  '',
  `${machineLine()} · Chromium's headless shell with the tests' flags (no GPU: drawn in software), the built ` +
    `site served by the real server on loopback (NODE_ENV=production, demo content). A round: a fresh browser, ` +
    `${CONTEXTS} contexts in turn at ${VIEWPORT.width} × ${VIEWPORT.height}, each loading ${PAGES.join(', ')} ` +
    `(network quiet, then ${DWELL_MS} ms). CPU: the whole machine's busy time over the round. ${ROUNDS} rounds, ` +
    'the variants alternating within each; the ratio is to the same round in motion.',
  '',
  '| Variant | CPU, s: median (min–max) | Ratio to in motion: median (min–max) |',
  '| --- | ---: | ---: |',
  ...VARIANTS.map((variant) => {
    const figures = cpu.get(variant) ?? [];
    const ratios = figures.map((value, n) => value / (reference[n] ?? Number.NaN));
    return `| ${variant.name} | ${spread(figures, oneDecimal)} | ${spread(ratios, twoDecimals)} |`;
  }),
  '',
  `In motion, a round took ${oneDecimal(median(reference))} s of CPU for ${CONTEXTS * PAGES.length} page loads.`,
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection('page-motion', markdown);
console.info('Written to docs/perf.md');
process.exit(0);
