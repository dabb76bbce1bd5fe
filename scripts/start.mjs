// npm start; npm run serve is npm start --no-site-build (dist/ is served as it is, even when stale).
// Plain JavaScript, in three steps:
//   1. Check whether both builds are fresh: dist-server/checks.mjs (scripts/build/start-checks.ts, precompiled)
//      answers on plain node. A fresh clone has no checks.mjs yet, which counts as stale.
//   2. Build what is stale: scripts/build/start-build.ts, in a child process that exits when done, so nothing of
//      the build (Vite, the TypeScript loader) stays beside the server.
//   3. Serve: the precompiled server, dist-server/server.mjs, on plain node in a child process, so that it
//      gets the Node options and the malloc setting below (neither can be given to a process already running);
//      this process only passes signals on and exits with the server's code.
import { spawn } from 'node:child_process';

/**
 * How V8 sizes the server's heap (docs/decisions/0054, "Later": chosen by measuring RSS and CPU under mixed
 * traffic). server/heap-settings.ts sets nothing when these are given; HEAP_TUNING=off leaves them out.
 * - max-semi-space-size 2 (MB): the young generation stays small (V8 grows it up to 16 MB a half, about 30 MB
 *   more RSS); 1 MB saved little more and cost more CPU, promoting what a render still holds;
 * - heap-growing-percent 30: the next full collection comes once the heap is 1.3 times what survived the last
 *   (V8 lets it grow up to 4 times);
 * - v8-pool-size 1: one thread for V8's background work (compiling PGlite's WebAssembly, helping the garbage
 *   collector) instead of 4 on a 2-core machine: fewer compilations at once hold less memory at their peak.
 */
const SERVER_NODE_OPTIONS = ['--max-semi-space-size=2', '--heap-growing-percent=30', '--v8-pool-size=1'];

const root = new URL('..', import.meta.url);
const args = process.argv.slice(2);

// 1. Check.
const checks = await import('../dist-server/checks.mjs').catch(() => undefined);
const fresh = checks?.buildsAreFresh({ site: !args.includes('--no-site-build') }) ?? false;

// 2. Build what is stale.
if (!fresh) {
  const code = await runToEnd(['--import', 'tsx', 'scripts/build/start-build.ts', ...args]);
  if (code !== 0) process.exit(code);
}

// 3. Serve. The malloc settings are read by glibc when a process starts:
// - MALLOC_ARENA_MAX 2: otherwise each thread that allocates (the thread pool's compressions, the database's
//   file reads) may get an arena of its own, each keeping what was freed in it;
// - MALLOC_MMAP_THRESHOLD_ 128 KiB: blocks that large are mapped on their own and given back when freed;
//   left to itself glibc raises this bar as large blocks are freed, up to 32 MB, and keeps them in its heap.
const nodeOptions = process.env.HEAP_TUNING === 'off' ? [] : SERVER_NODE_OPTIONS;
const env = {
  ...process.env,
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
};
process.exit(await runToEnd([...nodeOptions, 'dist-server/server.mjs'], env));

/** Runs node with `nodeArgs` to its end; its exit code (a signal counts as a failure). */
function runToEnd(nodeArgs, env = process.env) {
  const child = spawn(process.execPath, nodeArgs, { cwd: root, stdio: 'inherit', env });
  // Ctrl-C reaches every process; a signal sent to this one only (npm, a container) is passed on.
  const passOn = (signal) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, passOn);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, passOn);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}
