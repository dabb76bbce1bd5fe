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
  /** The islands build's manifest (decision 0017): the script of pages drawn as islands. */
  islandsManifest: BuildManifest;
  /** The builds' stylesheets by file (`assets/x.css`): a page drawn as islands carries its styles inline. */
  stylesheets: Readonly<Record<string, string>>;
  /** Answers the pages' API calls (the server passes one that never leaves the process). */
  fetch: typeof globalThis.fetch;
}

/** Where the islands build (decision 0017) writes its manifest, inside dist/. */
export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

export type RenderResult =
  | { type: 'page'; status: 200 | 404 | 500; html: string }
  | { type: 'redirect'; status: number; location: string };

export type RenderPage = (url: string, options: RenderOptions) => Promise<RenderResult>;

/**
 * The query parameters a server-rendered page is drawn from (the careers filters, the job page's
 * thank-you status, the chrome's `required`). Any other parameter leaves the page as it is, so the server
 * renders and caches the address without it: a random `?r=` can neither force a render nor evict a page.
 */
export const PAGE_QUERY_KEYS = ['q', 'departments', 'status', 'required'] as const;

/** The address as the page is drawn from it: the path and the page's own query parameters, in one order. */
export function pageRenderAddress(url: string): string {
  const [pathname = '/', query = ''] = url.split(/\?(.*)/s, 2);
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const key of PAGE_QUERY_KEYS) for (const value of given.getAll(key)) kept.append(key, value);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
