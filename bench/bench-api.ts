// npm run bench: starts the API (bench/lib/bench-server.ts: demo seed plus one career of 5,000 applicants,
// and a bare JSON route) in a process of its own and loads it with autocannon on loopback, ~5 s per target:
// the bare route and the careers list in alternating rounds, the board and sign-in. Prints req/s and p50/p99 and
// writes them with the date and machine to docs/perf.md.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { BenchServerReady } from './lib/bench-server';
import { machineLine, writePerfSection } from './lib/perf-doc';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** Rounds of the bare route and the careers list, alternating. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BOARD_APPLICANTS = 5000;

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bench-server.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: { ...process.env, BENCH_APPLICANTS: String(BOARD_APPLICANTS) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const serverExited = new Promise((resolve) => server.once('exit', resolve));
const ready = await new Promise<BenchServerReady>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the bench server exited with code ${code}`)));
  createInterface({ input: server.stdout }).once('line', (line) => resolve(JSON.parse(line)));
});
const { address, boardCareerId } = ready;

const signInBody = JSON.stringify({ username: 'admin', password: ready.demoPassword });
const signIn = await fetch(`${address}/auth/authenticate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: signInBody,
});
if (!signIn.ok) throw new Error(`sign-in failed: HTTP ${signIn.status}`);
const { token } = (await signIn.json()) as { token: string };

const targets: Target[] = [
  { name: 'bare JSON route', path: '/bench/bare' },
  { name: 'GET /api/careers/all', path: '/api/careers/all' },
  {
    name: `board of a ${BOARD_APPLICANTS.toLocaleString('en-GB')}-applicant career`,
    path: `/api/recruiter/job-management/careers/${boardCareerId}/applications`,
    headers: { authorization: `Bearer ${token}` },
  },
  {
    name: 'POST /auth/authenticate (sign-in)',
    path: '/auth/authenticate',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody,
  },
];

async function measure(target: Target): Promise<Result> {
  const result = await autocannon({
    url: `${address}${target.path}`,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** The result with the median req/s of several runs of one target. */
const median = (runs: Result[]) =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)] as Result;

const load = os.loadavg()[0] ?? 0;
const results: Result[] = [];
const ratios: number[] = [];
try {
  const [bareTarget, listTarget, ...others] = targets as [Target, Target, ...Target[]];
  // The two compared targets alternate, so a change in what else the machine runs hits both alike.
  const bareRuns: Result[] = [];
  const listRuns: Result[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.info(
      `Round ${round} of ${ROUNDS}: ${bareTarget.name}, then ${listTarget.name}, ${SECONDS} s each…`,
    );
    const bare = await measure(bareTarget);
    const list = await measure(listTarget);
    bareRuns.push(bare);
    listRuns.push(list);
    ratios.push(bare.requestsPerSecond > 0 ? list.requestsPerSecond / bare.requestsPerSecond : 0);
  }
  results.push(median(bareRuns), median(listRuns));
  for (const target of others) {
    console.info(`Measuring ${target.name} for ${SECONDS} s…`);
    results.push(await measure(target));
  }
} finally {
  server.kill('SIGTERM');
  await serverExited;
}

/** autocannon counts latency in whole milliseconds: 0 means under one. */
const latency = (ms: number) => (ms === 0 ? '< 1' : String(ms));

const rows = results.map(
  (r) =>
    `| ${r.name} | ${Math.round(r.requestsPerSecond).toLocaleString('en-GB')} | ${latency(r.p50)} | ${latency(r.p99)} | ${r.non2xx} |`,
);
const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0;
const shownRatios = ratios.map((r) => r.toFixed(2)).join(', ');
const markdown = [
  '## API benchmark (`npm run bench`)',
  '',
  `${machineLine()} · load average ${load.toFixed(1)} at the start · autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, on loopback to the server in a process of its own, embedded PGlite.`,
  '',
  '| Target | req/s | p50 (ms) | p99 (ms) | non-2xx / errors |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  `The first two rows are the median of ${ROUNDS} alternating rounds. Careers list / bare route, req/s: ` +
    `**${ratio.toFixed(2)}** (median of the rounds: ${shownRatios}; goal ≥ 0.80: ${ratio >= 0.8 ? 'met' : 'not met'}). ` +
    'The careers list is answered from memory (server/http/public-answers.ts): serialized by its zod schema ' +
    'and tagged once per change, then sent as stored bytes; a revalidation with its ETag gets 304.',
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection('bench-api', markdown);
console.info('Written to docs/perf.md');
