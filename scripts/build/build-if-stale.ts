// The site's half of npm start's checks and build (scripts/build/start-checks.ts, start-build.ts; the server's
// half is scripts/build/build-server.ts), also used by the tools that need a fresh dist/: builds the site
// (scripts/build/build-site.ts) when dist/ is missing or older than any of its sources.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Progress } from './build-progress';
import { newestMtime } from './newest-mtime';
import { REPO_ROOT as root } from './repo-root';

const SOURCES = [
  'src',
  'public',
  'contracts',
  'machines',
  'server/ssr',
  'scripts/build/build-site.ts',
  'scripts/build/prerender.ts',
  'scripts/build/precompress.ts',
  'scripts/build/kept-assets.ts',
  'scripts/build/public-versions.ts',
  'index.html',
  'vite.config.ts',
  'package.json',
];

export function buildIsStale(): boolean {
  // The not-found page is prerendered last: its presence means the whole build finished.
  const finished = path.join(root, 'dist', '.prerendered', 'not-found.html');
  if (!existsSync(finished)) return true;
  const built = statSync(finished).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/** Builds the site when stale; `progress` hears each step (npm start's first start names them). */
export async function buildIfStale({ progress }: { progress?: Progress } = {}): Promise<boolean> {
  if (!buildIsStale()) return false;
  const say = progress ?? console.info;
  say('Building the site (dist/ is missing or older than the sources)…');
  // Vite is loaded only when there is something to build: an npm start on a fresh build starts sooner.
  const { buildSite } = await import('./build-site');
  await buildSite({ logLevel: 'warn', progress });
  return true;
}
