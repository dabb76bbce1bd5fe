// Whether both builds are fresh, precompiled by scripts/build-server.ts into dist-server/checks.mjs so that
// scripts/start.mjs can ask on plain node (no TypeScript loader) before starting the server.
import { buildIsStale } from './build-if-stale';
import { serverBuildIsStale } from './build-server';

export function buildsAreFresh({ site }: { site: boolean }): boolean {
  return !(site && buildIsStale()) && !serverBuildIsStale();
}
