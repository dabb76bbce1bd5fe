// npm start when a build is missing (a fresh clone's first start): the build runs in a child process that
// ends, and the server then runs alone in another child, with its Node options; the process npm started
// only waits for it and passes signals on. Runs after this project's global setup
// has built both, so the build step here finds nothing stale and writes nothing.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server/spawn-server';

const root = path.resolve(import.meta.dirname, '../..');

/** The child processes of `pid`, as `ps` lists them. */
const childrenOf = (pid: number) => {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // ps exits 1 when there is none
  }
};

describe('npm start on a checkout without the precompiled checks', () => {
  let checkout: string;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await rm(checkout, { recursive: true, force: true });
  });

  it('builds in a child that exits, then serves from a child of its own', async () => {
    // A checkout whose dist-server holds the server but not checks.mjs: start.mjs takes the build path.
    checkout = await mkdtemp(path.join(os.tmpdir(), 'meera-start-'));
    await mkdir(path.join(checkout, 'scripts', 'build'), { recursive: true });
    await mkdir(path.join(checkout, 'dist-server'));
    await copyFile(path.join(root, 'scripts/start.mjs'), path.join(checkout, 'scripts/start.mjs'));
    await symlink(
      path.join(root, 'scripts/build/start-build.ts'),
      path.join(checkout, 'scripts/build/start-build.ts'),
    );
    await symlink(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
    await symlink(path.join(root, 'dist-server/server.mjs'), path.join(checkout, 'dist-server/server.mjs'));

    const dataDir = path.join(checkout, 'data');
    server = await startServerProcess({ PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, 180_000, [
      path.join(checkout, 'scripts/start.mjs'),
      '--no-site-build',
    ]);
    expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
    // No builder (Vite, the TypeScript loader) left beside the server: the started process has one child,
    // the server on plain node with the Node options of scripts/start.mjs.
    expect(childrenOf(server.pid)).toMatch(/^\d+ \S+ --max-semi-space-size=\d+ .*dist-server\/server\.mjs$/);

    // SIGTERM to start.mjs reaches the server, which closes cleanly; start.mjs exits with its code.
    await server.stop();
    expect(server.process.exitCode).toBe(0);
  });
});
