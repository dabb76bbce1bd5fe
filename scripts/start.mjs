// npm start; npm run serve is npm start --no-site-build (dist/ is served as it is, even when stale).
// Plain JavaScript, in three steps:
//   1. Check whether both builds are fresh: dist-server/checks.mjs (scripts/build/start-checks.ts, precompiled)
//      answers on plain node. A fresh clone has no checks.mjs yet, which counts as stale.
//   2. Build what is stale: scripts/build/start-build.ts, in a child process that exits when done, so nothing of
//      the build (Vite, the TypeScript loader) stays beside the server.
//   3. Serve: the precompiled server, dist-server/server.mjs, runs in this very process, on plain node.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);

// 1. Check.
const checks = await import('../dist-server/checks.mjs').catch(() => undefined);
const fresh = checks?.buildsAreFresh({ site: !args.includes('--no-site-build') }) ?? false;

// 2. Build what is stale.
if (!fresh) {
  const code = await runBuildStep();
  if (code !== 0) process.exit(code);
}

// 3. Serve.
await import('../dist-server/server.mjs');

/** Runs scripts/build/start-build.ts to its end; its exit code (a signal counts as a failure). */
function runBuildStep() {
  const builder = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/start-build.ts', ...args], {
    cwd: new URL('..', import.meta.url),
    stdio: 'inherit',
  });
  // Ctrl-C reaches every process; a signal sent to this one only (npm, a container) is passed on.
  const passOn = (signal) => builder.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, passOn);
  return new Promise((resolve) =>
    builder.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, passOn);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}
