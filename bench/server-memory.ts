// npm run bench:memory: the server's resident memory under mixed traffic, on both databases. The server runs
// as `npm start` runs it (scripts/start.mjs, which starts dist-server/server.mjs in a child process with its
// Node options and malloc settings; NODE_ENV=production, the built site), first on a throw-away embedded
// PGlite DATA_DIR, then on a fresh database of the local PostgreSQL
// (MEMORY_POSTGRES_URL, postgres://postgres@127.0.0.1:5432/postgres by default; dropped afterwards). Each is a
// first start (the database created, migrated and seeded with the demo content), then MEMORY_SECONDS (600) of
// scripted mixed traffic (bench/lib/mixed-traffic.ts: public pages and answers, careers searches, the board,
// the recruiting report, applications with a PDF résumé). The server's RSS (start.mjs's child) is read from
// outside, /proc/<pid>/status VmRSS, every second; start.mjs's own is told beside it. Prints RSS at ready,
// 30 s after, at the end, and the maximum, for both, with the load average each minute, and writes them to
// docs/perf.md (MEMORY_WRITE_DOC=0 leaves it alone). Goals (issue 63): ≤ 300 MB on PGlite and
// ≤ 150 MB on PostgreSQL at the end. MEMORY_DATABASES=pglite (or postgres) runs one. MEMORY_STATIC_DIR serves
// a copy of a built site instead of dist/ (neither checked nor built: `npm run serve`), so that a build of
// dist/ by someone else meanwhile changes nothing under the server.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../scripts/build/build-if-stale';
import { buildServerIfStale } from '../scripts/build/build-server';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/support/server/postgres-database';
import { startServerProcess } from '../tests/support/server/spawn-server';
import { describeTraffic, startMixedTraffic } from './lib/mixed-traffic';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { throwawayProductionEnv } from './lib/throwaway-server-env';

const SECONDS = Number(process.env.MEMORY_SECONDS ?? 600);
const POSTGRES_URL = process.env.MEMORY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.MEMORY_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const GOAL_MB = { pglite: 300, postgres: 150 };
const STATIC_DIR = process.env.MEMORY_STATIC_DIR;

/** The process's resident memory in MB, from /proc; undefined once it has exited. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `npm start` without npm: the builds are fresh by then, so it only checks them and starts the server
 * (`npm run serve` with a site of MEMORY_STATIC_DIR: only the server's build is checked).
 */
const NPM_START = STATIC_DIR ? ['scripts/start.mjs', '--no-site-build'] : ['scripts/start.mjs'];

/** The one child process of `pid`: the server that scripts/start.mjs started. */
function serverPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  if (children.length !== 1 || !children[0])
    throw new Error(`start.mjs has children "${children.join(' ')}"`);
  return Number(children[0]);
}

interface Run {
  database: 'pglite' | 'postgres';
  readyMb: number;
  after30Mb: number;
  endMb: number;
  maxMb: number;
  /** scripts/start.mjs's own RSS at the end: it waits beside the server. */
  launcherMb: number;
  /** One sample a minute (MB), from ready. */
  perMinute: number[];
  /** The machine's load average (1 minute) at each of those samples. */
  loads: number[];
  traffic: string;
}

async function measure(database: 'pglite' | 'postgres'): Promise<Run> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-memory-'));
  const dbName = `meera_memory_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  if (database === 'postgres') databaseUrl = await createPostgresDatabase(POSTGRES_URL, dbName);
  const env = throwawayProductionEnv(dataDir, {
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl,
    // The demo content on PostgreSQL too (only the embedded database gets it by default).
    SEED_DEMO: 'true',
    ...(STATIC_DIR ? { STATIC_DIR } : {}),
  });
  try {
    console.info(`${database}: first start on a fresh database…`);
    const launcher = await startServerProcess(env, 300_000, NPM_START);
    try {
      const server = { pid: serverPid(launcher.pid), baseUrl: launcher.baseUrl };
      const samples: number[] = [];
      const readyMb = rssMb(server.pid) ?? Number.NaN;
      samples.push(readyMb);
      const started = Date.now();
      const sampler = setInterval(() => {
        const mb = rssMb(server.pid);
        if (mb !== undefined) samples.push(mb);
      }, 1000);
      const traffic = await startMixedTraffic({
        baseUrl: server.baseUrl,
        demoPassword: env.DEMO_PASSWORD as string,
      });
      let after30Mb = Number.NaN;
      const perMinute: number[] = [];
      const loads: number[] = [];
      while (Date.now() - started < SECONDS * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const elapsed = (Date.now() - started) / 1000;
        if (Number.isNaN(after30Mb) && elapsed >= 30) after30Mb = rssMb(server.pid) ?? Number.NaN;
        if (elapsed >= (perMinute.length + 1) * 60) {
          perMinute.push(rssMb(server.pid) ?? Number.NaN);
          loads.push(os.loadavg()[0] ?? 0);
          console.info(`  ${database}: ${perMinute.length} min, ${perMinute.at(-1)?.toFixed(0)} MB`);
        }
      }
      await traffic.stop();
      const endMb = rssMb(server.pid) ?? Number.NaN;
      const launcherMb = rssMb(launcher.pid) ?? Number.NaN;
      clearInterval(sampler);
      samples.push(endMb);
      return {
        database,
        readyMb,
        after30Mb,
        endMb,
        maxMb: Math.max(...samples.filter((mb) => !Number.isNaN(mb))),
        launcherMb,
        perMinute,
        loads,
        traffic: describeTraffic(traffic.counts),
      };
    } finally {
      await launcher.stop();
    }
  } finally {
    if (database === 'postgres') await dropPostgresDatabase(POSTGRES_URL, dbName).catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (!STATIC_DIR) await buildIfStale();
await buildServerIfStale();
const load = os.loadavg()[0] ?? 0;
const runs: Run[] = [];
for (const database of DATABASES) runs.push(await measure(database));

const mb = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
const rows = runs.map(
  (run) =>
    `| ${run.database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} | ${mb(run.readyMb)} | ${mb(run.after30Mb)} | ` +
    `${mb(run.endMb)} | ${mb(run.maxMb)} | ${GOAL_MB[run.database]} (${run.endMb <= GOAL_MB[run.database] ? 'met' : 'not met'}) |`,
);
const minutes = (SECONDS / 60).toFixed(SECONDS % 60 ? 1 : 0);
const markdown = [
  '## Server memory (`npm run bench:memory`)',
  '',
  `${machineLine()} · load average ${load.toFixed(1)} at the start (other work shared the machine when above 2) · ` +
    `the server as \`npm start\` runs it (scripts/start.mjs starting dist-server/server.mjs, NODE_ENV=production, ` +
    `the built site${STATIC_DIR ? ' (a copy of dist/)' : ''}; the RSS is the server's, start.mjs's own is told below), a first ` +
    `start on a fresh database with the demo content, then ${minutes} min of scripted mixed traffic ` +
    '(bench/lib/mixed-traffic.ts); RSS read from outside (/proc/<pid>/status VmRSS) every second. MB.',
  '',
  '| Database | at ready | +30 s | end | max | goal at the end |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  ...runs.map(
    (run) =>
      `${run.database}: each minute ${run.perMinute.map(mb).join(', ') || '–'} (load average ` +
      `${run.loads.map((load) => load.toFixed(1)).join(', ') || '–'}); start.mjs itself ${mb(run.launcherMb)}. ` +
      `Traffic: ${run.traffic}.`,
  ),
].join('\n');
console.info(`\n${markdown}\n`);
if (process.env.MEMORY_WRITE_DOC !== '0') {
  writePerfSection('server-memory', markdown);
  console.info('Written to docs/perf.md');
}
