// npm start (npm run serve passes --no-site-build). Plain JavaScript, and the server always runs in this
// very process, from the precompiled bundle with no TypeScript loader to pay for. When the precompiled
// checks (dist-server/checks.mjs) find a build stale or missing, scripts/start.ts builds it first in a
// child process that then exits: nothing of the build (Vite, the TypeScript loader) stays beside the server.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const checks = await import('../dist-server/checks.mjs').catch(() => undefined);

/** Runs the builder to its end; its exit code (a signal counts as a failure). */
function build() {
  const builder = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], {
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

if (!checks?.buildsAreFresh({ site: !args.includes('--no-site-build') })) {
  const code = await build();
  if (code !== 0) process.exit(code);
}
await import('../dist-server/server.mjs');
