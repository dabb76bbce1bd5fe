// npm run bench:cluster: reads per second of GET /api/careers/all through the proxy the cluster runs behind
// (HAProxy, or the small balancer where it is not installed: scripts/cluster/proxy.ts) with 1, 2 and 3
// servers on one PostgreSQL, beside the same read from one server directly (the reference), each BENCH_RUNS
// times (5) for BENCH_SECONDS (5): medians with min–max and the ratio to the direct read. On this 2-core
// machine more servers cannot add throughput (they share the cores); the figures show the proxy's cost and
// that nothing breaks. Then the time from closing a job through one server until every server refuses it
// (median of 5). Writes both to docs/perf.md.
import autocannon from 'autocannon';
import { startProxy } from '../scripts/cluster/proxy';
import { startCluster } from '../scripts/cluster/start-cluster';
import { createPostgresDatabase, dropPostgresDatabase } from '../tests/support/server/postgres-database';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { median, spread } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

async function readsPerSecond(url: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/careers/all`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors at ${url}`);
  return result.requests.average;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.DEMO_PASSWORD ?? 'MeeraDemo#2026' }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** Closes a job through `through`, then polls every server until each refuses it; answers the ms taken. */
async function closeToRefusal(through: string, everyone: string[], token: string, careerId: number) {
  const reopen = (status: 'OPEN' | 'CLOSED') =>
    fetch(`${through}/api/admin/careers/${careerId}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
  await reopen('OPEN');
  // Every server has the open job in memory before it is closed.
  await Promise.all(
    everyone.map((url) => fetch(`${url}/api/careers/${careerId}`).then((res) => res.arrayBuffer())),
  );
  const started = performance.now();
  await reopen('CLOSED');
  await Promise.all(
    everyone.map(async (url) => {
      while ((await fetch(`${url}/api/careers/${careerId}`)).status !== 410) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }),
  );
  return performance.now() - started;
}

const base =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const name = `meera_bench_cluster_${process.pid}`;
const databaseUrl = await createPostgresDatabase(base, name);
const cluster = await startCluster({
  servers: 3,
  databaseUrl,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  seed: true,
});
const rows: string[] = [];
let closeTimes: number[] = [];
try {
  const urls = cluster.servers.map((server) => server.url);
  const proxies = await Promise.all([1, 2, 3].map((n) => startProxy(cluster.servers.slice(0, n))));
  const proxyName = proxies[0]?.kind === 'haproxy' ? 'HAProxy' : 'balancer';
  console.info(`Measuring through ${proxies[0]?.description ?? 'no proxy'}`);
  const direct: number[] = [];
  const through: number[][] = [[], [], []];
  // Side by side, round after round: a busy moment of the machine hits every target alike.
  for (let run = 0; run < RUNS; run++) {
    direct.push(await readsPerSecond(urls[0] ?? ''));
    for (const [i, proxy] of proxies.entries()) through[i]?.push(await readsPerSecond(proxy.url));
    console.info(`run ${run + 1}/${RUNS} done`);
  }
  await Promise.all(proxies.map((proxy) => proxy.close()));
  const reference = median(direct);
  rows.push(`| one server, directly (reference) | ${spread(direct)} | 1.00 |`);
  for (const [i, values] of through.entries()) {
    rows.push(
      `| ${proxyName} + ${i + 1} server${i ? 's' : ''} | ${spread(values)} | ${(median(values) / reference).toFixed(2)} |`,
    );
  }

  const careers = (await (await fetch(`${urls[0]}/api/careers/all`)).json()) as { id: number }[];
  const token = await signIn(urls[0] ?? '');
  const careerId = careers[0]?.id ?? 0;
  closeTimes = [];
  for (let run = 0; run < RUNS; run++)
    closeTimes.push(await closeToRefusal(urls[0] ?? '', urls, token, careerId));
} finally {
  await cluster.stop();
  await dropPostgresDatabase(base, name);
}

const table = [
  `${machineLine()} · ${RUNS} runs of ${SECONDS} s, ${CONNECTIONS} connections, GET /api/careers/all (served from each server's memory); median (min–max).`,
  '',
  '| target | requests/s | ratio to direct |',
  '|---|---|---|',
  ...rows,
  '',
  `Closing a job through one server until all three refuse it (410): ${spread(closeTimes, (v) => v.toFixed(1))} ms, median (min–max) of ${RUNS}.`,
].join('\n');
console.info(`\n${table}`);
writePerfSection(
  'bench-cluster',
  `## Several servers behind a proxy (\`npm run bench:cluster\`)\n\n${table}`,
);
process.exit(0);
