// npm run perf: Lighthouse 12 (mobile: emulated phone, simulated slow 4G and CPU) on the built site served by
// the real server (NODE_ENV=production, throw-away DATA_DIR with the demo content): /, /careers, one job page,
// /blogs and /contact-us. Prints the four category scores, FCP/LCP/TBT/CLS and the audits that cost points,
// and writes them to docs/perf.md. With PERF_STRICT=1 it fails below the budget: performance ≥ 95, the
// other three categories 100.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { CareerSummary } from '../contracts/careers';
import { careerPath } from '../contracts/public-paths';
import { buildIfStale } from './build-if-stale';
import { HEADLESS_CHROMIUM_FLAGS } from './lib/chromium-flags';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { startServerProcess } from './lib/spawn-server';
import { throwawayProductionEnv } from './lib/throwaway-server-env';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const STRICT = process.env.PERF_STRICT === '1';

interface PageResult {
  name: string;
  path: string;
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** Audits that cost points, worst first: "title (score)". */
  failing: string[];
}

interface Audit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

function failingAudits(
  audits: Record<string, Audit>,
  categories: Record<string, { auditRefs: { id: string; weight: number }[] }>,
) {
  const weighed = new Map<string, number>();
  for (const category of Object.values(categories))
    for (const ref of category.auditRefs) weighed.set(ref.id, Math.max(weighed.get(ref.id) ?? 0, ref.weight));
  return Object.entries(audits)
    .filter(
      ([id, audit]) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
        (weighed.has(id) || audit.scoreDisplayMode === 'metricSavings'),
    )
    .sort(
      ([a, x], [b, y]) => (weighed.get(b) ?? 0) - (weighed.get(a) ?? 0) || (x.score ?? 0) - (y.score ?? 0),
    )
    .map(([, audit]) => `${audit.title} (${Math.round((audit.score ?? 0) * 100)})`);
}

async function audit(url: string, port: number, name: string, pagePath: string): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as unknown as Record<string, Audit>;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    name,
    path: pagePath,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    metrics: {
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    },
    failing: failingAudits(audits, lhr.categories as never),
  };
}

await buildIfStale();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-perf-'));
const server = await startServerProcess(throwawayProductionEnv(dataDir));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: HEADLESS_CHROMIUM_FLAGS,
});

const results: PageResult[] = [];
try {
  const careers = (await (await fetch(`${server.baseUrl}/api/careers/all`)).json()) as CareerSummary[];
  const pages: [string, string][] = [
    ['Home', '/'],
    ['Careers', '/careers'],
    ['Job page', careers[0] ? careerPath(careers[0]) : '/careers'],
    ['Blogs', '/blogs'],
    ['Contact', '/contact-us'],
  ];
  for (const [name, pagePath] of pages) {
    console.info(`Lighthouse (mobile) on ${pagePath}…`);
    results.push(await audit(`${server.baseUrl}${pagePath}`, chrome.port, name, pagePath));
  }
} finally {
  chrome.kill();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const misses = results.flatMap((r) =>
  CATEGORIES.filter((category) => r.scores[category] < BUDGET[category]).map(
    (category) => `${r.path}: ${category} ${r.scores[category]} < ${BUDGET[category]}`,
  ),
);
const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;
const markdown = [
  '## Lighthouse, mobile (`npm run perf`)',
  '',
  `${machineLine()} · Lighthouse 12 defaults for mobile (emulated phone, simulated slow 4G and 4× CPU slow-down), ` +
    'headless Chromium, the built site served by the real server on loopback (NODE_ENV=production, demo content).',
  '',
  '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.name} (\`${r.path}\`) | ${r.scores.performance} | ${r.scores.accessibility} | ` +
      `${r.scores['best-practices']} | ${r.scores.seo} | ${ms(r.metrics.fcp)} | ${ms(r.metrics.lcp)} | ` +
      `${ms(r.metrics.tbt)} | ${r.metrics.cls.toFixed(3)} |`,
  ),
  '',
  `Budget: performance ≥ ${BUDGET.performance}, the others 100: ${
    misses.length === 0 ? '**met** on every page.' : `**not met** (${misses.length}): ${misses.join('; ')}.`
  }`,
  '',
  'Audits that cost points (worst first):',
  '',
  ...results.map((r) => `- ${r.name}: ${r.failing.slice(0, 6).join('; ') || 'none'}`),
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection('lighthouse', markdown);
console.info('Written to docs/perf.md');
if (STRICT && misses.length > 0) {
  console.error(`PERF_STRICT=1: ${misses.length} scores below the budget.`);
  process.exit(1);
}
process.exit(0);
