// The slow path of npm start (scripts/start.mjs hands over when a build is stale or missing): builds what
// is stale (the site with Vite, the server with esbuild), then serves SPA and API on one port from the
// precompiled server (demo content on first start). --no-site-build (npm run serve) leaves dist/ as it is.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server';

if (!process.argv.includes('--no-site-build')) await buildIfStale();
await buildServerIfStale();

// A child on plain node rather than an import here: this process carries the TypeScript loader, which
// would double the time the server takes to load its modules.
const server = spawn(process.execPath, [SERVER_BUNDLE], { stdio: 'inherit' });

// Ctrl-C reaches both processes; a SIGTERM sent to this one only (npm, a container) is passed on. The
// server closes cleanly and this process leaves with its exit code.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
