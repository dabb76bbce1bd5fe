// What the server-rendering bundle (src/entry-server.tsx, built to dist/.ssr/) offers the server.

/** A chunk of the browser build, as Vite's manifest (dist/.vite/manifest.json) lists it. */
export interface BuildChunk {
  file: string;
  /** The chunk's name (shared chunks: the module that names it). */
  name?: string;
  isEntry?: boolean;
  /** Chunks it imports statically (manifest keys): they load with it. */
  imports?: string[];
  /** Chunks it imports on demand (manifest keys). */
  dynamicImports?: string[];
  /** Its stylesheets. */
  css?: string[];
}

/** The browser build's manifest: chunks by source (or shared chunk) name. */
export type BuildManifest = Record<string, BuildChunk>;

export interface RenderOptions {
  /** The built index.html: its head and script tags wrap the rendered page. */
  template: string;
  /** The browser build's manifest: the page links the stylesheets of its routes from it. */
  manifest: BuildManifest;
  /** Answers the pages' API calls (the server passes one that never leaves the process). */
  fetch: typeof globalThis.fetch;
}

export type RenderResult =
  | { type: 'page'; status: 200 | 404 | 500; html: string }
  | { type: 'redirect'; status: number; location: string };

export type RenderPage = (url: string, options: RenderOptions) => Promise<RenderResult>;
