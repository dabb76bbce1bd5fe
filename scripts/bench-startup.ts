// npm run bench:startup: how long the server takes to answer, first on an empty DATA_DIR (it creates,
// migrates and seeds the embedded database) and then when restarted on that existing directory.
// Runs server/index.ts as `npm run serve` does (tsx), on a free loopback port; writes docs/perf.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { machineLine, writePerfSection } from './lib/perf-doc';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

/** Starts the server and resolves with the ms until /api/health and the careers list both answer. */
async function timeStart(dataDir: string, port: number): Promise<{ ms: number; server: ChildProcess }> {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - started < 180_000) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const [health, careers] = await Promise.all([
        fetch(`${base}/api/health`),
        fetch(`${base}/api/careers/all`),
      ]);
      if (health.ok && careers.ok) return { ms: performance.now() - started, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not answer within 180 s');
}

async function stop(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-startup-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const restarts: number[] = [];
let first = 0;
try {
  console.info('First start on an empty DATA_DIR…');
  const initial = await timeStart(dataDir, port);
  first = initial.ms;
  await stop(initial.server);
  for (let i = 0; i < RESTARTS; i++) {
    console.info(`Restart ${i + 1} of ${RESTARTS} on the same DATA_DIR…`);
    const restart = await timeStart(dataDir, port);
    restarts.push(restart.ms);
    await stop(restart.server);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = [...restarts].sort((a, b) => a - b)[Math.floor(restarts.length / 2)] ?? 0;
const markdown = [
  '## Start-up (`npm run bench:startup`)',
  '',
  `${machineLine()} · time from spawning \`node --import tsx server/index.ts\` until \`/api/health\` and \`/api/careers/all\` both answer 200, embedded PGlite.`,
  '',
  '| Start | Time to serve |',
  '| --- | ---: |',
  `| first start (creates, migrates and seeds the database) | ${seconds(first)} |`,
  ...restarts.map((ms, i) => `| restart ${i + 1} on the existing DATA_DIR | ${seconds(ms)} |`),
  '',
  `Restart median: **${seconds(median)}** (goal ≤ 2 s: ${median <= 2000 ? 'met' : 'not met'}).`,
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection('bench-startup', markdown);
console.info('Written to docs/perf.md');
