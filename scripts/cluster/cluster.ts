// npm run cluster: several servers on one PostgreSQL and one Redis behind HAProxy on loopback (the small
// balancer if HAProxy is not installed; docs/decisions/0060), to try what a deployment of several servers
// does (docs/decisions/0012). CLUSTER_SERVERS (3), PORT (8080, the proxy's), DATABASE_URL (postgres://postgres@127.0.0.1:5432/meera_cluster, created if missing,
// seeded with the demo content) and REDIS_URL (redis://127.0.0.1:6379). Ctrl-C stops everything.
import { DEFAULT_DEMO_PASSWORD } from '../../server/config';
import { buildIfStale } from '../build/build-if-stale';
import { startCluster } from './start-cluster';

const servers = Number(process.env.CLUSTER_SERVERS ?? 3);
const cluster = await (async () => {
  if (await buildIfStale()) console.info('Site built.');
  return startCluster({
    servers,
    port: Number(process.env.PORT ?? 8080),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/meera_cluster',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    withSite: true,
    seed: process.env.SEED_DEMO !== 'false',
  });
})();

console.info(
  `\nMeera Consultancy on ${servers} servers at ${cluster.url}, behind ${cluster.proxy.description}`,
);
for (const server of cluster.servers)
  console.info(`  ${server.name}: ${server.url} (pid ${server.process?.pid})`);
console.info(
  `Demo staff: admin, recruiter, employee (password ${process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD}).`,
);
console.info('Try: close a job through one server and open /careers through another. Ctrl-C stops all.\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(
      `Stopping the ${cluster.proxy.kind === 'haproxy' ? 'HAProxy' : 'balancer'} and the servers…`,
    );
    void cluster.stop().then(() => process.exit(0));
  });
}
