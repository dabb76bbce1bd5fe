// The stylesheets a server-rendered page needs beyond the entry's (which the template links already):
// those of its routes' chunks and their imports. The page links them in its head so it is styled before
// any JavaScript runs; Vite's loader later finds them there and fetches no second copy.
import type { BuildManifest } from '../../contracts/page-render';
import { collectChunkFiles, entryKey, routeChunkKeys } from './build-manifest';

export function routeStylesheets(manifest: BuildManifest, routeIds: readonly string[]): string[] {
  const seen = new Set<string>();
  collectChunkFiles(manifest, entryKey(manifest), [], seen);
  const files: string[] = [];
  for (const routeId of routeIds) {
    for (const key of routeChunkKeys(manifest, routeId)) collectChunkFiles(manifest, key, files, seen);
  }
  return files.filter((file) => file.endsWith('.css'));
}
