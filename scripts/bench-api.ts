// npm run bench: the API on loopback with a throw-away DATA_DIR (demo seed plus one career of 5,000
// applicants), measured with autocannon, ~5 s per target, side by side with a bare JSON route. Prints
// req/s and p50/p99 and writes them with the date and machine to docs/perf.md.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { seedBoardCareer } from './lib/seed-board';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
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

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-api-'));
const config = {
  ...(await loadConfig({ DATA_DIR: dataDir, PORT: '0' })),
  seedDemo: true,
  staticDir: undefined,
  logLevel: 'error',
};
const app = await buildApp(config, { logger: false });
// The yardstick: the same Fastify instance and plugins, with no database and no schema behind it.
app.get('/bench/bare', { config: { access: 'public' } }, () => ({ ok: true, service: 'meera-consultancy' }));
const career = await seedBoardCareer(app.database.db, BOARD_APPLICANTS);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const signInBody = JSON.stringify({ username: 'admin', password: config.demoPassword });
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
    path: `/api/recruiter/job-management/careers/${career.id}/applications`,
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

const results: Result[] = [];
try {
  for (const target of targets) {
    console.info(`Measuring ${target.name} for ${SECONDS} s…`);
    results.push(await measure(target));
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

const rows = results.map(
  (r) =>
    `| ${r.name} | ${Math.round(r.requestsPerSecond).toLocaleString('en-GB')} | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
);
const bare = results[0]?.requestsPerSecond ?? 0;
const careersList = results[1]?.requestsPerSecond ?? 0;
const ratio = bare > 0 ? careersList / bare : 0;
const markdown = [
  '## API benchmark (`npm run bench`)',
  '',
  `${machineLine()} · autocannon, ${CONNECTIONS} connections, ${SECONDS} s per target, client and server in one process on loopback, embedded PGlite.`,
  '',
  '| Target | req/s | p50 (ms) | p99 (ms) | non-2xx / errors |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  `Careers list / bare route: **${ratio.toFixed(2)}** (goal ≥ 0.80: ${ratio >= 0.8 ? 'met' : 'not met'}).`,
].join('\n');
console.info(`\n${markdown}\n`);
writePerfSection('bench-api', markdown);
console.info('Written to docs/perf.md');
