// npm run bench:startup: how long `npm start` takes to serve, first on an empty DATA_DIR (it creates,
// migrates and seeds the embedded database) and then restarted on that directory. The builds are made
// fresh first (not timed), so each start measured is what a restart does: npm, scripts/start.mjs checking
// the builds, and the precompiled server on plain node. Writes docs/perf.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIfStale } from '../scripts/build/build-if-stale';
import { buildServerIfStale } from '../scripts/build/build-server';
import { freePort } from '../tests/support/server/spawn-server';
import { machineLine, writePerfSection } from './lib/perf-doc';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const root = path.resolve(import.meta.dirname, '..');

interface Start {
  ms: number;
  /** Until the first page rendered at request time (/careers) answered: it waits for the rendering bundle. */
  renderedMs: number;
  /** What the server printed: its first-start steps and, with STARTUP_TIMINGS, where its time went. */
  lines: string[];
  load: number;
}

/** Runs `npm start` in its own process group and resolves once /api/health and the careers list answer. */
async function timeStart(dataDir: string, port: number): Promise<Start & { group: ChildProcess }> {
  const load = os.loadavg()[0] ?? 0;
  const started = performance.now();
  const group = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STARTUP_TIMINGS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  group.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
  });
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - started < 180_000) {
    if (group.exitCode !== null) throw new Error(`npm start exited with code ${group.exitCode}`);
    const answers = await Promise.all(
      ['/api/health', '/api/careers/all'].map((url) =>
        fetch(base + url)
          .then((res) => res.ok)
          .catch(() => false),
      ),
    );
    if (answers.every(Boolean)) {
      if (lines.some((line) => line.startsWith('Building')))
        throw new Error('a build ran during a timed start');
      const ms = performance.now() - started;
      const rendered = await fetch(`${base}/careers`);
      if (!rendered.ok) throw new Error(`/careers answered ${rendered.status}`);
      await rendered.arrayBuffer();
      return { ms, renderedMs: performance.now() - started, lines, load, group };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop(group);
  throw new Error('the server did not answer within 180 s');
}

/** SIGTERM to the whole group (npm, start-build.ts, the server); resolves when none of it is left. */
async function stop(group: ChildProcess) {
  const pgid = group.pid;
  if (!pgid) return;
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive()) process.kill(-pgid, 'SIGKILL');
}

console.info('Making the builds fresh (not timed)…');
await buildIfStale();
await buildServerIfStale();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-startup-'));
const port = await freePort();
const starts: Start[] = [];
try {
  for (let i = 0; i <= RESTARTS; i++) {
    console.info(i === 0 ? 'First start on an empty DATA_DIR…' : `Restart ${i} of ${RESTARTS}…`);
    const { group, ...start } = await timeStart(dataDir, port);
    starts.push(start);
    await stop(group);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** "node and modules 0.45 s, database 0.40 s, app and listen 0.20 s, CPU 0.98 s" from the server. */
const timings = (start: Start) =>
  start.lines.find((line) => line.startsWith('Start-up timings:'))?.replace('Start-up timings: ', '') ?? '';
const [first, ...restarts] = starts;
const median = restarts.map((s) => s.ms).sort((a, b) => a - b)[Math.floor(restarts.length / 2)] ?? 0;
const firstLines = first?.lines ?? [];
const running = firstLines.findIndex((line) => line.startsWith('Meera Consultancy is running'));
const firstSteps = firstLines.slice(0, running + 1);
const row = (label: string, start: Start) =>
  `| ${label} | ${seconds(start.ms)} | ${seconds(start.renderedMs)} | ${timings(start)} | ${start.load.toFixed(1)} |`;
const markdown = [
  '## Start-up (`npm run bench:startup`)',
  '',
  `${machineLine()} · time from spawning \`npm start\` until \`/api/health\` and \`/api/careers/all\` both answer 200, embedded PGlite, builds already fresh.`,
  '',
  '| Start | Time to serve | First rendered page | Inside the server (wall clock; CPU of all its threads) | Load average |',
  '| --- | ---: | ---: | --- | ---: |',
  ...(first ? [row('first start (creates, migrates and seeds the database)', first)] : []),
  ...restarts.map((start, i) => row(`restart ${i + 1} on the existing DATA_DIR`, start)),
  '',
  `Restart median: **${seconds(median)}** (goal ≤ 2 s: ${median <= 2000 ? 'met' : 'not met'}).`,
  '',
  'What the first start printed:',
  '',
  '```text',
  ...firstSteps,
  '```',
  '',
  'A restart is `npm start` → `node scripts/start.mjs`, which asks `dist-server/checks.mjs` whether `dist/` and ' +
    '`dist-server/` are fresh and then imports `dist-server/server.mjs` in the same process: the server precompiled ' +
    'by `scripts/build/build-server.ts`, so no TypeScript loader, Vite or esbuild is loaded. PGlite is opened once, no ' +
    'migration runs when none is pending, the demo seed is skipped after one query, and the server-rendering bundle ' +
    '(React and the pages, about a second of CPU) loads after the server listens: loading it before would add that ' +
    'second to every restart. "First rendered page" is when `/careers` (rendered at request time, so waiting for ' +
    'that bundle) first answered, asked as soon as the server served. A load average above 2 (the cores) means ' +
    'other work shared the machine.',
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection('bench-startup', markdown);
console.info('Written to docs/perf.md');
