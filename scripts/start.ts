// The build step of npm start (scripts/start.mjs runs it when a build is stale or missing): builds what is
// stale (the site with Vite, the server with esbuild) and exits, so the server that start.mjs then runs in
// its own process has nothing beside it. --no-site-build (npm run serve) leaves dist/ as it is.
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale } from './build-server';

if (!process.argv.includes('--no-site-build')) await buildIfStale();
await buildServerIfStale();
// Vite and esbuild may keep handles open; the build is done.
process.exit(0);
