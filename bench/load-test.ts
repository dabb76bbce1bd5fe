// npm run test:load: a bounded loopback load on the real server, precompiled as `npm start` runs it. 200
// connections read the public pages and APIs with autocannon (asking for compressed answers, as browsers
// do) while 20 applicants at once post real multipart applications with PDF résumés, for LOAD_SECONDS
// (default 30, the figure). Every address is warmed first (the server-rendering bundle loads,
// caches fill), so the figures are the server's steady state, not its first second. The server's RSS is
// sampled every second from /proc. Passes only when no answer was an error, every application answered
// 201 is stored, and memory stayed within the bounds below. Writes the figures to docs/perf.md.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray, like } from 'drizzle-orm';
import type { BlogSummary } from '../contracts/blogs';
import type { CareerSummary } from '../contracts/careers';
import { blogPath, careerPath } from '../contracts/public-paths';
import { buildIfStale } from '../scripts/build/build-if-stale';
import { buildServerIfStale } from '../scripts/build/build-server';
import { openDatabase } from '../server/db/client';
import { demoResumePdf } from '../server/db/demo-resume';
import { applications } from '../server/db/schema';
import { PRECOMPILED_SERVER, startServerProcess } from '../tests/support/server/spawn-server';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { throwawayProductionEnv } from './lib/throwaway-server-env';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const READERS = 200;
const APPLICANTS = 20;
/** RSS may grow this much over the second half of the load (a leak grows steadily; a warm heap levels off). */
const SECOND_HALF_GROWTH_LIMIT_MB = 96;
/** And never exceed this, whatever the machine. */
const PEAK_LIMIT_MB = 1536;
/** What Chromium and Firefox send. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Requests per address before timing: enough for the rendering bundle, the caches and the JIT. */
const WARM_UP_REQUESTS = 300;

interface Reader {
  name: string;
  path: string;
}

interface ReaderResult extends Reader {
  connections: number;
  requests: number;
  /** Average bytes received per answer, headers included. */
  bytesPerAnswer: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

interface ApplyOutcome {
  /** The e-mails of the applications answered 201 (the answer names no application). */
  accepted: string[];
  refusals: Map<string, number>;
  latencies: number[];
}

/** The server's resident memory in MB, from /proc (Linux); undefined elsewhere or once it has exited. */
function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const resume = new Uint8Array(demoResumePdf(['Load Test Applicant', 'Curriculum vitae']));
const runTag = randomBytes(3).toString('hex');

/** One application as the browser sends it, from its own address so the apply rate limit counts it once. */
async function apply(baseUrl: string, careerId: number, n: number, outcome: ApplyOutcome) {
  const email = `load.${runTag}.${n}@example.com`;
  const form = new FormData();
  form.append('fullName', `Load Applicant ${String.fromCharCode(65 + (n % 26))}`);
  form.append('email', email);
  form.append('mobile', `+91 9${String(n).padStart(9, '0')}`);
  form.append('state', 'Telangana');
  form.append('city', 'Hyderabad');
  form.append('consent', 'true');
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), `cv-${n}.pdf`);
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/careers/${careerId}/applications`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    });
    const body = await res.text();
    outcome.latencies.push(performance.now() - started);
    if (res.status === 201) outcome.accepted.push(email);
    else count(outcome.refusals, `HTTP ${res.status}: ${body.slice(0, 120)}`);
  } catch (error) {
    count(outcome.refusals, `network: ${(error as Error).cause ?? (error as Error).message}`);
  }
}

function count(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

async function applicants(
  baseUrl: string,
  careerIds: number[],
  until: number,
  outcome: ApplyOutcome,
): Promise<ApplyOutcome> {
  let next = 0;
  const worker = async () => {
    while (Date.now() < until) {
      next += 1;
      const n = next;
      await apply(baseUrl, careerIds[n % careerIds.length] ?? 0, n, outcome);
    }
  };
  await Promise.all(Array.from({ length: APPLICANTS }, worker));
  return outcome;
}

const newOutcome = (): ApplyOutcome => ({ accepted: [], refusals: new Map(), latencies: [] });

/** Every address answered a few hundred times, and one application sent, before anything is timed. */
async function warmUp(baseUrl: string, readers: Reader[], careerId: number) {
  for (const reader of readers) {
    const result = await autocannon({
      url: `${baseUrl}${reader.path}`,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      connections: 10,
      amount: WARM_UP_REQUESTS,
      timeout: 30,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`warming ${reader.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  // Numbered past any timed applicant, so its row and address are its own.
  const warmed = newOutcome();
  await apply(baseUrl, careerId, 1_000_000, warmed);
  if (warmed.accepted.length !== 1)
    throw new Error(`warming the application: ${[...warmed.refusals.keys()]}`);
  return warmed.accepted;
}

async function read(baseUrl: string, reader: Reader, connections: number): Promise<ReaderResult> {
  const result = await autocannon({
    url: `${baseUrl}${reader.path}`,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    connections,
    duration: SECONDS,
    timeout: 10,
  });
  return {
    ...reader,
    connections,
    requests: result.requests.total,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
  };
}

/** Every application answered 201 must be in the database; counted after the server has shut down. */
async function storedApplications(dataDir: string, accepted: string[]) {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(like(applications.email, `load.${runTag}.%`));
    const found =
      accepted.length === 0
        ? []
        : await database.db
            .select({ id: applications.id })
            .from(applications)
            .where(inArray(applications.email, accepted));
    return { stored: rows.length, acceptedFound: found.length };
  } finally {
    await database.close();
  }
}

await buildIfStale();
await buildServerIfStale();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-load-'));
const server = await startServerProcess(
  // Each applicant comes "from" its own address (X-Forwarded-For), as real ones would.
  throwawayProductionEnv(dataDir, { TRUST_PROXY: 'true' }),
  180_000,
  PRECOMPILED_SERVER,
);

const problems: string[] = [];
let markdown = '';
try {
  const careers = (await (await fetch(`${server.baseUrl}/api/careers/all`)).json()) as CareerSummary[];
  const careerIds = careers.map((career) => career.id);
  const blogs = (await (await fetch(`${server.baseUrl}/api/blogs`)).json()) as BlogSummary[];
  const [job] = careers;
  const [post] = blogs;
  if (!job || !post) throw new Error('the demo seed has no open career or post');
  // Addresses as the site links them: an outdated job address would measure a redirect.
  const readers: Reader[] = [
    { name: 'home page', path: '/' },
    { name: 'careers page', path: '/careers' },
    { name: 'job page', path: careerPath(job) },
    { name: 'GET /api/careers/all', path: '/api/careers/all' },
    { name: 'GET /api/careers/:id', path: `/api/careers/${job.id}` },
    { name: 'GET /api/blogs', path: '/api/blogs' },
    { name: 'GET /api/blogs/:slug', path: `/api/blogs/${post.slug}` },
    { name: 'blog post page', path: blogPath(post) },
  ];

  const freshMb = rssMb(server.pid);
  console.info(
    `Warming ${readers.length} addresses (${WARM_UP_REQUESTS} requests each) and the apply route…`,
  );
  const warmUpApplications = await warmUp(server.baseUrl, readers, job.id);

  const memory: number[] = [];
  const sample = () => {
    const mb = rssMb(server.pid);
    if (mb !== undefined) memory.push(mb);
  };
  sample();
  const startMb = memory[0];
  const sampler = setInterval(sample, 1000);

  console.info(
    `Loading ${server.baseUrl} for ${SECONDS} s: ${READERS} readers over ${readers.length} addresses, ` +
      `${APPLICANTS} applicants…`,
  );
  const until = Date.now() + SECONDS * 1000;
  const [readResults, applied] = await Promise.all([
    Promise.all(
      readers.map((reader, i) =>
        read(
          server.baseUrl,
          reader,
          Math.floor(READERS / readers.length) + (i < READERS % readers.length ? 1 : 0),
        ),
      ),
    ),
    applicants(server.baseUrl, careerIds, until, newOutcome()),
  ]);
  clearInterval(sampler);
  sample();
  const loadedSamples = memory.length;
  const endOfLoadMb = memory.at(-1);
  // A few quiet seconds: what the server keeps once the load has gone.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  sample();
  const settledMb = memory.at(-1);
  await server.stop();
  const stored = await storedApplications(dataDir, [...warmUpApplications, ...applied.accepted]);

  const peakMb = memory.length ? Math.max(...memory) : undefined;
  const midMb = memory[Math.floor(loadedSamples / 2)];
  const secondHalfGrowth = midMb !== undefined && endOfLoadMb !== undefined ? endOfLoadMb - midMb : undefined;

  for (const r of readResults) {
    const bad = Object.entries(r.statusCodes).filter(([code]) => !code.startsWith('2'));
    if (r.non2xx > 0) problems.push(`${r.name}: ${r.non2xx} non-2xx answers (${JSON.stringify(bad)})`);
    if (r.errors > 0) problems.push(`${r.name}: ${r.errors} errors (${r.timeouts} timeouts)`);
  }
  for (const [kind, times] of applied.refusals) problems.push(`applications: ${times} × ${kind}`);
  const acceptedInAll = applied.accepted.length + warmUpApplications.length;
  if (stored.acceptedFound !== acceptedInAll)
    problems.push(
      `applications: ${acceptedInAll - stored.acceptedFound} answered 201 but not in the database`,
    );
  if (applied.accepted.length === 0) problems.push('applications: none was accepted');
  if (secondHalfGrowth !== undefined && secondHalfGrowth > SECOND_HALF_GROWTH_LIMIT_MB)
    problems.push(
      `memory: RSS grew ${secondHalfGrowth.toFixed(0)} MB over the second half (limit ${SECOND_HALF_GROWTH_LIMIT_MB})`,
    );
  if (peakMb !== undefined && peakMb > PEAK_LIMIT_MB)
    problems.push(`memory: peak RSS ${peakMb.toFixed(0)} MB (limit ${PEAK_LIMIT_MB})`);

  const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);
  const totalRequests = readResults.reduce((sum, r) => sum + r.requests, 0);
  const totalErrors = readResults.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const applyCount = applied.latencies.length;
  markdown = [
    `## Bounded load (\`npm run test:load\`)`,
    '',
    `${machineLine()} · the real server as \`npm start\` runs it (precompiled, NODE_ENV=production, embedded ` +
      `PGlite, built SPA) in its own process, load from one client process on loopback: ${READERS} autocannon ` +
      `connections reading for ${SECONDS} s (\`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\`, as browsers send) ` +
      `while ${APPLICANTS} applicants post multipart applications with a PDF résumé. Each address was first ` +
      `answered ${WARM_UP_REQUESTS} times and one application sent (not counted), so the server-rendering ` +
      'bundle is loaded and the caches are full when timing starts.',
    '',
    '| Public read | connections | requests | req/s | p50 (ms) | p99 (ms) | KB per answer | non-2xx | errors (timeouts) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...readResults.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.connections} | ${r.requests.toLocaleString('en-GB')} | ` +
        `${Math.round(r.requestsPerSecond).toLocaleString('en-GB')} | ${r.p50} | ${r.p99} | ` +
        `${(r.bytesPerAnswer / 1024).toFixed(1)} | ${r.non2xx} | ${r.errors} (${r.timeouts}) |`,
    ),
    `| **all reads** | ${READERS} | ${totalRequests.toLocaleString('en-GB')} | ` +
      `${Math.round(totalRequests / SECONDS).toLocaleString('en-GB')} | | | | | ${totalErrors} |`,
    '',
    `Applications: ${applyCount} sent (${(applyCount / SECONDS).toFixed(1)}/s), ` +
      `p50 ${percentile(applied.latencies, 50).toFixed(0)} ms, p99 ${percentile(applied.latencies, 99).toFixed(0)} ms; ` +
      `${applied.accepted.length} answered 201, all ${stored.acceptedFound === acceptedInAll ? 'found' : 'NOT found'} ` +
      `in the database with the warm-up one (${stored.acceptedFound} of ${acceptedInAll}; ${stored.stored} ` +
      `load-test rows stored), ${applyCount - applied.accepted.length} refused or failed.`,
    '',
    `Server RSS: ${mb(freshMb)} fresh, ${mb(startMb)} after the warm-up (start of the load), ` +
      `peak ${mb(peakMb)}, ${mb(midMb)} half-way, ${mb(endOfLoadMb)} at the end, ${mb(settledMb)} 5 s later ` +
      `(bounds: second-half growth ≤ ${SECOND_HALF_GROWTH_LIMIT_MB} MB, peak ≤ ${PEAK_LIMIT_MB} MB). ` +
      `Every 5 s of the load (MB): ${memory
        .slice(0, loadedSamples)
        .filter((_, i) => i % 5 === 0)
        .map((value) => value.toFixed(0))
        .join(', ')}.`,
    '',
    problems.length === 0
      ? '**PASS**: no error answers, no lost application, memory within bounds.'
      : `**FAIL**: ${problems.length} problems (see the script's output).`,
  ].join('\n');
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.info(`\n${markdown}\n`);
for (const problem of problems) console.error(`PROBLEM: ${problem}`);
writePerfSection('load-test', markdown);
console.info('Written to docs/perf.md');
process.exit(problems.length === 0 ? 0 : 1);
