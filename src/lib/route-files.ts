// The files a server-rendered page needs beyond the entry's (which the template links already): those of
// its routes' chunks and their imports. The page links the stylesheets in its head so it is styled before
// any JavaScript runs, and preloads the modules so they download beside the entry instead of after it:
// the page hydrates, and its buttons answer, that much sooner. Vite's loader later finds both there and
// fetches no second copy.
import type { BuildManifest } from '#contracts/page-render.ts';
import { collectChunkFiles, entryKey, routeChunkKeys } from './build-manifest';

export interface RouteFiles {
  stylesheets: string[];
  modules: string[];
}

export function routeFiles(manifest: BuildManifest, routeIds: readonly string[]): RouteFiles {
  const seen = new Set<string>();
  collectChunkFiles(manifest, entryKey(manifest), [], seen);
  const files: string[] = [];
  for (const routeId of routeIds) {
    for (const key of routeChunkKeys(manifest, routeId)) collectChunkFiles(manifest, key, files, seen);
  }
  return {
    stylesheets: files.filter((file) => file.endsWith('.css')),
    modules: files.filter((file) => file.endsWith('.js')),
  };
}
