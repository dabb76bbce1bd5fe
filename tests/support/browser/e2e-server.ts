// The server an e2e test file talks to: the real server on its own copy of the seeded demo data, so test
// files can run side by side without seeing each other's changes (a closed job, a moved applicant). It runs
// in the worker's server host (tests/support/browser/e2e-server-host.mjs), a process kept for the worker's files one
// after the other: each file's server is started there afresh and closed when the file ends, so no state
// of one file's server reaches the next (docs/testing.md#e2e-server-host).
import { type ChildProcess, fork } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort, TEST_SERVER_NODE_FLAGS } from '../server/spawn-server';

export interface E2eServer {
  baseUrl: string;
  /** The server's DATA_DIR: tests read what it wrote there (the mail outbox) to see what a user cannot. */
  dataDir: string;
  stop(): Promise<void>;
}

/** The environment of every e2e server: embedded database in `dataDir`, as `npm start` runs it. */
export const e2eServerEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
});

type Reply = { type: 'started'; url: string } | { type: 'stopped' } | { type: 'failed'; error: string };

const HOST_SCRIPT = path.join(import.meta.dirname, 'e2e-server-host.mjs');
/** As long as a first start of the server may take on a busy machine. */
const REPLY_TIMEOUT_MS = 120_000;

/**
 * The worker's server host. It outlives this module (each test file loads its modules afresh,
 * tests/support/vitest/fresh-app-modules.ts), so it is kept on globalThis; a host that has gone is replaced. It
 * exits when the worker does. It runs with the test servers' flags: each start compiles the embedded
 * database's WebAssembly again (docs/testing.md#webassembly-once).
 */
function workerHost(): ChildProcess {
  const shared = globalThis as { e2eServerHost?: ChildProcess };
  const host = shared.e2eServerHost;
  if (host?.connected) return host;
  const started = fork(HOST_SCRIPT, {
    execArgv: TEST_SERVER_NODE_FLAGS,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Neither the process nor its channel keeps the worker alive; ask() holds the channel while it waits.
  started.unref();
  started.channel?.unref();
  shared.e2eServerHost = started;
  return started;
}

/** Sends one message to the host and waits for its answer. */
function ask(message: { type: 'start'; env: NodeJS.ProcessEnv } | { type: 'stop' }): Promise<Reply> {
  const host = workerHost();
  return new Promise<Reply>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      host.off('message', onReply).off('exit', onExit);
      host.channel?.unref();
    };
    const onReply = (reply: Reply) => {
      done();
      resolve(reply);
    };
    const onExit = (code: number | null, signal: string | null) => {
      done();
      reject(new Error(`the e2e server host exited (${signal ?? `code ${code}`}) before answering`));
    };
    const timer = setTimeout(() => {
      done();
      host.kill('SIGKILL');
      reject(
        new Error(`the e2e server host did not answer “${message.type}” within ${REPLY_TIMEOUT_MS / 1000} s`),
      );
    }, REPLY_TIMEOUT_MS);
    host.channel?.ref();
    host.on('message', onReply).on('exit', onExit);
    host.send(message);
  });
}

function failure(reply: Reply, step: string): Error {
  return new Error(`the e2e server did not ${step}: ${reply.type === 'failed' ? reply.error : reply.type}`);
}

export async function startE2eServer(): Promise<E2eServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-e2e-'));
  await cp(inject('e2eTemplateDir'), dataDir, { recursive: true });
  const env = { ...e2eServerEnv(dataDir), PORT: String(await freePort()), HOST: '127.0.0.1' };
  const started = await ask({ type: 'start', env });
  if (started.type !== 'started') throw failure(started, 'start');
  return {
    baseUrl: started.url,
    dataDir,
    stop: async () => {
      const stopped = await ask({ type: 'stop' });
      await rm(dataDir, { recursive: true, force: true });
      if (stopped.type !== 'stopped') throw failure(stopped, 'stop');
    },
  };
}
