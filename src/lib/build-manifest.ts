// Reading the browser build's manifest (contracts/page-render.ts): which files a chunk brings with it.
import type { BuildManifest } from '#contracts/page-render.ts';

/** The key of the build's entry (index.html's script, or the islands entry in the islands build). */
export function entryKey(manifest: BuildManifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('the manifest has no entry chunk');
  return key;
}

/** The islands build's entry script (decision 0017). */
export function islandsEntryScript(manifest: BuildManifest): string {
  const chunk = manifest[entryKey(manifest)];
  if (!chunk) throw new Error('the islands manifest has no entry');
  return chunk.file;
}

/**
 * Adds to `files` the scripts and stylesheets of the chunk `key` and of everything it imports statically,
 * in the order Vite's loader applies them (a chunk's stylesheets after those of its imports). Chunks in
 * `seen` are skipped: pass the same set again to collect only what a chunk adds to others.
 */
export function collectChunkFiles(
  manifest: BuildManifest,
  key: string,
  files: string[],
  seen = new Set<string>(),
): string[] {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
  files.push(chunk.file);
  for (const imported of chunk.imports ?? []) collectChunkFiles(manifest, imported, files, seen);
  files.push(...(chunk.css ?? []));
  return files;
}

/**
 * The manifest keys of a file route's split chunks (TanStack Router: src/routes/<route id>.tsx, split as
 * `?tsr-split=component`, or grouped as `?tsr-split=component---loader…`: vite.config.ts).
 */
export function routeChunkKeys(manifest: BuildManifest, routeId: string): string[] {
  const source = `src/routes${routeId.replace(/\/$/, '/index')}.tsx`;
  return Object.keys(manifest).filter((key) => key.startsWith(`${source}?tsr-split=`));
}
