// npm start (npm run serve passes --no-site-build). Plain JavaScript, for the common case of a restart
// with nothing to build: the precompiled checks (dist-server/checks.mjs) find both builds fresh and the
// precompiled server runs in this very process, with no TypeScript loader to pay for (~0.3 s). Otherwise
// scripts/start.ts takes over: it builds what is stale, then starts the server the same way.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const checks = await import('../dist-server/checks.mjs').catch(() => undefined);

if (checks?.buildsAreFresh({ site: !args.includes('--no-site-build') })) {
  await import('../dist-server/server.mjs');
} else {
  const starter = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', ...args], {
    cwd: new URL('..', import.meta.url),
    stdio: 'inherit',
  });
  // Ctrl-C reaches every process; a signal sent to this one only (npm, a container) is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => starter.kill(signal));
  starter.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
