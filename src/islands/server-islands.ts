// The islands met while the server renders a page (decision 0017). renderToString is synchronous, so one
// record per render is enough: opened just before it, closed just after. On a page drawn as islands, each
// island leaves a marker, replaced by its own render (render-islands.tsx), so the browser hydrates it as its
// own root; on any page, the islands drawn are noted so the page links their stylesheets.

export interface CollectedIsland {
  /** Unique in the page: the island's `useId` prefix, on the server and in the browser. */
  id: string;
  name: string;
  props: object;
}

interface IslandsRender {
  asIslands: boolean;
  islands: CollectedIsland[];
  drawn: Set<string>;
}

let current: IslandsRender | undefined;

/** Runs a synchronous render; `asIslands`: the page's islands are rendered apart and hydrated on their own. */
export function withIslands(asIslands: boolean, render: () => string) {
  current = { asIslands, islands: [], drawn: new Set() };
  try {
    const html = render();
    return { html, islands: current.islands, drawn: [...current.drawn] };
  } finally {
    current = undefined;
  }
}

/** True while the server renders a page whose islands are hydrated on their own. */
export const islandsRendering = () => current?.asIslands === true;

/** Notes an island drawn in place (a page hydrated whole): its stylesheets are linked all the same. */
export function noteIslandDrawn(name: string) {
  current?.drawn.add(name);
}

export function collectIsland(name: string, props: object): string {
  if (!current) throw new Error('collectIsland outside an islands render');
  const id = `i${current.islands.length}`;
  // As the browser will have them: data only (a handler given inside the app is not an island's prop).
  current.islands.push({ id, name, props: JSON.parse(JSON.stringify(props)) as object });
  current.drawn.add(name);
  return id;
}

export const islandMarker = (id: string) => `<!--island:${id}-->`;
