// Step 1 of npm start (scripts/start.mjs): whether both builds are fresh. Precompiled by
// scripts/build/build-server.ts into dist-server/checks.mjs, so that start.mjs asks on plain node (no TypeScript
// loader) before it builds anything or starts the server.
import { buildIsStale } from './build-if-stale';
import { serverBuildIsStale } from './build-server';

export function buildsAreFresh({ site }: { site: boolean }): boolean {
  return !(site && buildIsStale()) && !serverBuildIsStale();
}
