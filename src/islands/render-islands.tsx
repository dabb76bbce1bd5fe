// Server: each island collected during a page's render, rendered as a root of its own in place of its
// marker, with its id as the useId prefix: the browser hydrates the same tree with the same ids.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { BuildManifest } from '#contracts/page-render.ts';
import { collectChunkFiles, entryKey } from '#src/lib/build-manifest.ts';
import { type IslandName, islandRegistry } from './island-registry';
import { IslandRoot } from './island-root';
import { type CollectedIsland, islandMarker } from './server-islands';

/**
 * The stylesheets of the islands a page draws, from the build that loads them (the islands build for a page
 * drawn as islands, the SPA's otherwise), to link in the page's head: the islands' code comes later.
 */
export function islandStylesheets(names: readonly string[], manifest: BuildManifest): string[] {
  // What the entry brings is on the page already (its stylesheets are the template's).
  const seen = new Set<string>();
  collectChunkFiles(manifest, entryKey(manifest), [], seen);
  const files: string[] = [];
  for (const name of names)
    collectChunkFiles(manifest, islandRegistry[name as IslandName].source, files, seen);
  return files.filter((file) => file.endsWith('.css'));
}

export async function renderIslands(html: string, islands: readonly CollectedIsland[]): Promise<string> {
  let page = html;
  for (const { id, name, props } of islands) {
    const Component = (await islandRegistry[name as IslandName].load()) as ComponentType<object>;
    const drawn = renderToString(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: `${id}-` },
    );
    page = page.replace(islandMarker(id), () => drawn);
  }
  return page;
}
