// Several real servers (the precompiled build, as `npm start` runs it) on one PostgreSQL and one Redis,
// behind HAProxy on loopback (or the small balancer where HAProxy is not installed: proxy.ts): what
// `npm run cluster` starts, the fault test drives and the cluster bench measures.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  freePort,
  PRECOMPILED_SERVER,
  type ServerProcess,
  startServerProcess,
} from '../../tests/support/server/spawn-server';
import { buildServerIfStale } from '../build/build-server';
import { type ClusterProxy, startProxy } from './proxy';

export interface ClusterOptions {
  servers: number;
  /** postgres://… of an existing database (created when it does not exist). */
  databaseUrl: string;
  redisUrl: string;
  /** The proxy's port; a free one by default. */
  port?: number;
  /** Serve the built site too (STATIC_DIR); otherwise the API alone. */
  withSite?: boolean;
  /** Add the demo content and accounts (first start of the database only). */
  seed?: boolean;
  /** More environment for every server. */
  env?: NodeJS.ProcessEnv;
}

export interface ClusterServer {
  name: string;
  url: string;
  /** The running process, or undefined while stopped. */
  process: ServerProcess | undefined;
  /** SIGKILL: the process dies at once, requests under way with it. */
  kill(): Promise<void>;
  /** SIGTERM: stops accepting, finishes what is under way, exits. */
  terminate(): Promise<void>;
  /** Starts it again on the same port. */
  restart(): Promise<void>;
}

export interface Cluster {
  url: string;
  proxy: ClusterProxy;
  servers: ClusterServer[];
  stop(): Promise<void>;
}

/** Creates the database of `url` when the server has none of that name. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await buildServerIfStale();
  await ensureDatabase(options.databaseUrl);
  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'meera-cluster-'));
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    // Every server signs and checks the same tokens.
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    // The proxy on loopback is believed about the client's address (rate limits are per client).
    TRUST_PROXY: '127.0.0.1',
    STATIC_DIR: options.withSite ? path.resolve('dist') : path.join(dataRoot, 'no-site'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SHUTDOWN_GRACE_SECONDS: '20',
    // Longer than the proxy needs to see a 503 from the readiness check CHECK_FALL times in a row (every
    // CHECK_INTERVAL_MS, each answer slow on a busy machine): it stops sending before the server stops.
    SHUTDOWN_DRAIN_SECONDS: '3',
    ...options.env,
  };
  const ports = await Promise.all(Array.from({ length: options.servers }, () => freePort()));
  const servers: ClusterServer[] = ports.map((port, index) => {
    const name = `server ${index + 1}`;
    const env = {
      ...shared,
      DATA_DIR: path.join(dataRoot, `server-${index + 1}`),
      // One seeds; the others only migrate (under the migration lock) and wait for nothing.
      SEED_DEMO: options.seed && index === 0 ? 'true' : 'false',
    };
    const server: ClusterServer = {
      name,
      url: `http://127.0.0.1:${port}`,
      process: undefined,
      async kill() {
        server.process?.process.kill('SIGKILL');
        await server.process?.exited;
        server.process = undefined;
      },
      async terminate() {
        await server.process?.stop();
        server.process = undefined;
      },
      async restart() {
        server.process = await startServerProcess(env, 120_000, PRECOMPILED_SERVER, port);
      },
    };
    return server;
  });
  // All at once, as a deploy starts them: the migration lock lets one migrate and the others wait.
  await Promise.all(servers.map((server) => server.restart()));
  const proxy = await startProxy(servers, options.port);
  return {
    url: proxy.url,
    proxy,
    servers,
    async stop() {
      await proxy.close();
      await Promise.all(servers.map((server) => server.terminate()));
      await rm(dataRoot, { recursive: true, force: true });
    },
  };
}
