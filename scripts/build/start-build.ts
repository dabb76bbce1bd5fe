// Step 2 of npm start (scripts/start.mjs), run only when a build is stale or missing: builds what is stale,
// the site with Vite (not with --no-site-build: npm run serve leaves dist/ as it is) and the server with
// esbuild, then exits, so the server that start.mjs runs next in its own process has nothing beside it.
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale } from './build-server';

// Each step said as it begins and ends: a first start builds everything (the README says how long), and a
// silent build reads as a hang.
if (!process.argv.includes('--no-site-build')) await buildIfStale({ progress: console.info });
await buildServerIfStale();
// Vite and esbuild may keep handles open; the build is done.
process.exit(0);
