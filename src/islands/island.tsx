// An island in page code (decision 0017). A page rendered in the browser, or hydrated whole, draws the
// component like any deferred one. On the server, for a page whose islands hydrate on their own, it leaves
// a marked element with the island's name, id and props; the server renders the island there as a root of
// its own (render-islands.tsx), and the islands entry hydrates that root from the same props.
import type { ComponentType } from 'react';
import { deferredComponent } from '#src/lib/deferred-component.tsx';
import { type IslandName, type IslandProps, islandRegistry } from './island-registry';
import { collectIsland, islandMarker, islandsRendering, noteIslandDrawn } from './server-islands';

export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island's element once it is live: for tests and for whoever replays an input. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

export function island<N extends IslandName>(name: N): ComponentType<IslandProps<N>> {
  const load = islandRegistry[name].load as () => Promise<ComponentType<object>>;
  const Inline = deferredComponent(load);
  function Island(props: IslandProps<N>) {
    if (!import.meta.env.SSR) return <Inline {...props} />;
    if (!islandsRendering()) {
      noteIslandDrawn(name);
      return <Inline {...props} />;
    }
    const id = collectIsland(name, props);
    return (
      <div
        {...{ [ISLAND_ATTRIBUTE]: name }}
        data-island-id={id}
        data-island-props={JSON.stringify(props)}
        style={{ display: 'contents' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant marker the server replaces with the island's own render
        dangerouslySetInnerHTML={{ __html: islandMarker(id) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
