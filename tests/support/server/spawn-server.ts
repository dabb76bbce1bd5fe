// The real server as a child process (from its sources, or precompiled) on a free loopback port, for the
// scripts and the e2e tests that need it outside their own process (memory of its own, SIGTERM or SIGKILL
// like production). Its stderr goes to ours, so its warnings and errors show in their output.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  process: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Resolves when the process has exited, however it was stopped. */
  exited: Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/** The server from its TypeScript sources. */
export const SOURCE_SERVER = ['--import', 'tsx', 'server/index.ts'];
/** The server as `npm start` runs it: precompiled by scripts/build/build-server.ts (build it first). */
export const PRECOMPILED_SERVER = ['dist-server/server.mjs'];
/**
 * Node's flags for a server the tests start: V8 compiles the embedded database's WebAssembly (PostgreSQL)
 * with its baseline compiler only. By default it also recompiles the hot parts with its optimizing compiler
 * in the background, a large share of a start's CPU, which a server that lives for one test file never earns
 * back (docs/testing.md#webassembly-once). What the server does is the same.
 */
export const TEST_SERVER_NODE_FLAGS = ['--liftoff-only'];
/** The precompiled server as the tests run it. */
export const PRECOMPILED_TEST_SERVER = [...TEST_SERVER_NODE_FLAGS, ...PRECOMPILED_SERVER];

/** How long one health probe may take before the next one is sent. */
const HEALTH_PROBE_MS = 5_000;

/**
 * Starts the server with `env` on `port` (a free one by default; PORT is set here) and waits until
 * /api/health answers 200.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 180_000,
  nodeArgs = SOURCE_SERVER,
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.signalCode ?? `code ${child.exitCode}`}) before it was healthy`,
      );
    }
    // Each probe gives up in time: a server that took the connection and never answers must not hold the
    // wait past its deadline.
    const probe = AbortSignal.timeout(Math.max(1, Math.min(HEALTH_PROBE_MS, deadline - Date.now())));
    const healthy = await fetch(`${baseUrl}/api/health`, { signal: probe })
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy && child.pid) return { process: child, pid: child.pid, baseUrl, exited, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}
