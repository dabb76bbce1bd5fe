// npm run bench: starts the API (bench/lib/bench-server.ts: demo seed plus one career of 5,000 applicants,
// and a bare JSON route) in a process of its own and loads it with autocannon on loopback, ~5 s per target.
// Two servers of the same build: a long-running one, which first serves BENCH_LONG_SECONDS (600) of scripted
// mixed traffic (bench/lib/mixed-traffic.ts: pages, searches, the board, reports, applications), and a fresh
// one started after that. The bare route and the careers list alternate on both, BENCH_ROUNDS (5) rounds,
// which server goes first alternating too; then the board and sign-in on the fresh one. Prints req/s and
// p50/p99, the careers list / bare route ratio of each server (median of the rounds, min–max), and writes them
// with the date and machine to docs/perf.md. BENCH_LONG_SECONDS=0 skips the long-running server.
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { BenchServerReady } from './lib/bench-server';
import { describeTraffic, startMixedTraffic } from './lib/mixed-traffic';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { median as middle } from './lib/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** Rounds of the bare route and the careers list, alternating. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** How long the long-running server serves mixed traffic before it is measured. */
const LONG_SECONDS = Number(process.env.BENCH_LONG_SECONDS ?? 600);
const BOARD_APPLICANTS = 5000;
/** With BENCH_PROFILE_DIR, round 1's careers list on each server is CPU-profiled there (bench-server.ts). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

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

interface BenchServer extends BenchServerReady {
  process: ChildProcess;
  exited: Promise<unknown>;
  label: string;
}

async function startBenchServer(label: string): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bench-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, BENCH_APPLICANTS: String(BOARD_APPLICANTS), BENCH_PROFILE_LABEL: label },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${label} bench server exited with code ${code}`)));
    createInterface({ input: child.stdout as NonNullable<typeof child.stdout> }).once('line', (line) =>
      resolve(JSON.parse(line)),
    );
  });
  return { ...ready, process: child, exited, label };
}

async function stopBenchServer(server: BenchServer | undefined) {
  if (!server) return;
  server.process.kill('SIGTERM');
  await server.exited;
}

const servers: BenchServer[] = [];
let longRunning: BenchServer | undefined;
let trafficLine = '';
/** Stops every server started so far, also when the script fails half-way. */
const stopAll = async () => {
  for (const server of servers.splice(0)) await stopBenchServer(server);
};
process.once('uncaughtException', async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
let ready: BenchServer;
try {
  if (LONG_SECONDS > 0) {
    longRunning = await startBenchServer('long-running');
    servers.push(longRunning);
    console.info(`The long-running server serves ${LONG_SECONDS} s of mixed traffic first…`);
    const traffic = await startMixedTraffic({
      baseUrl: longRunning.address,
      demoPassword: longRunning.demoPassword,
    });
    const started = Date.now();
    while (Date.now() - started < LONG_SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(60_000, LONG_SECONDS * 1000)));
      console.info(`  ${Math.round((Date.now() - started) / 1000)} s: ${traffic.counts.requests} requests`);
    }
    await traffic.stop();
    trafficLine = describeTraffic(traffic.counts);
    console.info(`  done: ${trafficLine}`);
  }
  ready = await startBenchServer('fresh');
  servers.push(ready);
} catch (error) {
  await stopAll();
  throw error;
}
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

async function measure(target: Target, base = address): Promise<Result> {
  const result = await autocannon({
    url: `${base}${target.path}`,
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
/** Careers list / bare route, per round, per server label. */
const ratios = new Map<string, number[]>();
const compared = new Map<string, { bare: Result[]; list: Result[] }>();
const profile = (server: BenchServer) => {
  if (PROFILE_DIR) server.process.kill('SIGUSR2');
};
try {
  const [bareTarget, listTarget, ...others] = targets as [Target, Target, ...Target[]];
  // The two compared targets alternate, and so do the servers, so a change in what else the machine runs
  // hits both alike.
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? servers : [...servers].reverse();
    for (const server of order) {
      console.info(
        `Round ${round} of ${ROUNDS}, ${server.label} server: ${bareTarget.name}, then ${listTarget.name}, ${SECONDS} s each…`,
      );
      const bare = await measure(bareTarget, server.address);
      if (round === 1) profile(server);
      const list = await measure(listTarget, server.address);
      if (round === 1) profile(server);
      const runs = compared.get(server.label) ?? { bare: [], list: [] };
      runs.bare.push(bare);
      runs.list.push(list);
      compared.set(server.label, runs);
      const ratio = bare.requestsPerSecond > 0 ? list.requestsPerSecond / bare.requestsPerSecond : 0;
      ratios.set(server.label, [...(ratios.get(server.label) ?? []), ratio]);
      console.info(
        `  ${Math.round(list.requestsPerSecond)} / ${Math.round(bare.requestsPerSecond)} = ${ratio.toFixed(2)}`,
      );
    }
  }
  for (const server of servers) {
    const runs = compared.get(server.label);
    if (!runs) continue;
    const named = (result: Result) => ({ ...result, name: `${result.name} (${server.label} server)` });
    results.push(named(median(runs.bare)), named(median(runs.list)));
  }
  for (const target of others) {
    console.info(`Measuring ${target.name} for ${SECONDS} s…`);
    results.push(await measure(target));
  }
} finally {
  await stopAll();
}

/** autocannon counts latency in whole milliseconds: 0 means under one. */
const latency = (ms: number) => (ms === 0 ? '< 1' : String(ms));

const rows = results.map(
  (r) =>
    `| ${r.name} | ${Math.round(r.requestsPerSecond).toLocaleString('en-GB')} | ${latency(r.p50)} | ${latency(r.p99)} | ${r.non2xx} |`,
);
const ratioLine = (label: string, what: string) => {
  const values = ratios.get(label) ?? [];
  const value = middle(values);
  return (
    `${what}: **${value.toFixed(2)}** (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}; rounds ${values.map((v) => v.toFixed(2)).join(', ')}; ` +
    `goal ≥ 0.80: ${value >= 0.8 ? 'met' : 'not met'})`
  );
};
const markdown = [
  '## API benchmark (`npm run bench`)',
  '',
  `${machineLine()} · load average ${load.toFixed(1)} at the start (other work shared the machine when above 2) · autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, on loopback to servers in processes of their own, embedded PGlite.`,
  '',
  '| Target | req/s | p50 (ms) | p99 (ms) | non-2xx / errors |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  `The bare route and the careers list: the median of ${ROUNDS} alternating rounds on each server, the servers ` +
    'alternating too. Careers list / bare route, req/s, median (min–max) of the rounds:',
  '',
  ...(longRunning
    ? [
        `- ${ratioLine('long-running', `long-running server, after ${(LONG_SECONDS / 60).toFixed(LONG_SECONDS % 60 ? 1 : 0)} min of mixed traffic`)}.`,
        `  Its traffic: ${trafficLine}.`,
      ]
    : []),
  `- ${ratioLine('fresh', 'fresh server')}.`,
  '',
  'The careers list is answered from memory (server/http/public-answers.ts): serialized by its zod schema ' +
    'and tagged once per change, then sent as stored bytes; a revalidation with its ETag gets 304.',
].join('\n');
console.info(`\n${markdown}\n`);
if (process.env.BENCH_WRITE_DOC !== '0') {
  writePerfSection('bench-api', markdown);
  console.info('Written to docs/perf.md');
}
