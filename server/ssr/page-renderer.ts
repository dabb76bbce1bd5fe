// Request-time rendering of the careers and blog pages with the SSR bundle (dist/.ssr/entry-server.js).
// The pages' API calls go through app.inject, never the network; a page found is kept per address
// (bounded, briefly), compressed and tagged once, and forgotten at once when careers or blogs are written
// (public-cache's hook). Only found pages are kept, and each client may start only so many renders
// (render-budget.ts), so no address and no client can push the kept pages out (decision 0042).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ISLANDS_MANIFEST,
  pageRenderAddress,
  type RenderOptions,
  type RenderPage,
  type RenderResult,
} from '../../contracts/page-render';
import { type EncodedBody, encodeBody } from '../http/encoded-body';
import { encodedBytes, KeptBytes } from '../http/kept-bytes';
import { onPublicInvalidated, PUBLIC_CACHE_TTL_MS, type PublicArea } from '../services/public-cache';
import { renderBudget } from './render-budget';

/** Where the SSR build writes its entry; a dot folder, so the static files plugin never serves it. */
export const SSR_ENTRY = path.join('.ssr', 'entry-server.js');

/** Every stylesheet of the builds in `distDir`, by file as the manifests name it (`assets/x.css`). */
async function readStylesheets(distDir: string): Promise<Record<string, string>> {
  const files = (await readdir(path.join(distDir, 'assets')).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.css'),
  );
  const texts = await Promise.all(files.map((file) => readFile(path.join(distDir, 'assets', file), 'utf8')));
  return Object.fromEntries(files.map((file, index) => [`assets/${file}`, texts[index] ?? '']));
}

/** What every render takes from the browser builds in `distDir`: index.html, both manifests, the styles. */
export async function readBuildOutput(distDir: string): Promise<Omit<RenderOptions, 'fetch'>> {
  const [template, manifest, islandsManifest, stylesheets] = await Promise.all([
    readFile(path.join(distDir, 'index.html'), 'utf8'),
    readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    readFile(path.join(distDir, ISLANDS_MANIFEST), 'utf8'),
    readStylesheets(distDir),
  ]);
  return {
    template,
    manifest: JSON.parse(manifest),
    islandsManifest: JSON.parse(islandsManifest),
    stylesheets,
  };
}

/** Rendered pages kept at most: a bound on memory, however many addresses are asked for. */
export const RENDER_CACHE_SIZE = 500;
/**
 * And the bytes they keep, every coding together (docs/decisions/0054): a page with its inline styles is
 * kept as it is and in brotli and gzip, so the entry bound alone let them grow large. A page is kept for a
 * minute at most (PUBLIC_CACHE_TTL_MS), and the pages asked for again within that minute (the few a small
 * firm's visitors keep coming back to) are the most recently used, so one-off searches go first: a smaller
 * budget costs them, not the pages read over and over (0054 has the measurement).
 */
export const RENDER_CACHE_MAX_BYTES = 6 * 1024 * 1024;

/** A rendered page as it is kept and sent: its HTML in every coding, or where it moved to. */
export type RenderedPage =
  | { type: 'page'; status: 200 | 404 | 500; body: EncodedBody }
  | Extract<RenderResult, { type: 'redirect' }>
  /** Not rendered: the client has started its share of renders (render-budget.ts). */
  | { type: 'over-budget' };

export interface PageRenderer {
  /**
   * The page at `url`, drawn from its path and the query parameters it uses (PAGE_QUERY_KEYS): kept, being
   * drawn for someone else, or drawn now on `client`'s budget (its address).
   */
  render(url: string, client: string): Promise<RenderedPage>;
}

interface Entry {
  value: Promise<RenderedPage>;
  area: PublicArea;
  expiresAt: number;
}

const OVER_BUDGET: RenderedPage = { type: 'over-budget' };

const areaOf = (url: string): PublicArea => (/^\/careers/i.test(url) ? 'careers' : 'blogs');

/** A fetch for the pages' API calls, answered by the app itself. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://ssr.local'),
      init,
    );
    const { pathname, search } = new URL(request.url);
    const response = await app.inject({
      method: request.method as InjectOptions['method'],
      url: pathname + search,
      // The page reads the body as it is: never a compressed one.
      headers: { ...Object.fromEntries(request.headers), 'accept-encoding': 'identity' },
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/** The renderer when the build has an SSR bundle; undefined otherwise (the SPA then works as before). */
export async function createPageRenderer(
  app: FastifyInstance,
  staticDir: string,
): Promise<PageRenderer | undefined> {
  const entry = path.join(staticDir, SSR_ENTRY);
  if (!existsSync(entry)) return undefined;
  // React and the pages take about a second to load: not on the way to serving the first request
  // (docs/perf.md, start-up). They load once the server listens, or at the first render if sooner.
  let loading: Promise<{ render: RenderPage }> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(entry).href) as Promise<{ render: RenderPage }>;
    return loading;
  };
  app.addHook('onListen', async () => {
    void load().catch(() => {});
  });
  const build = await readBuildOutput(staticDir);
  const fetch = injectFetch(app);
  const budget = renderBudget();
  /** Pages found, most recently used last. */
  const kept = new KeptBytes<string, Entry>({
    maxBytes: RENDER_CACHE_MAX_BYTES,
    maxEntries: RENDER_CACHE_SIZE,
  });
  /** Renders under way, shared by whoever asks for the same address meanwhile. */
  const drawing = new Map<string, Entry>();

  onPublicInvalidated(app.database.db, (area) => {
    kept.deleteWhere((entry) => entry.area === area);
    for (const [url, entry] of drawing) if (entry.area === area) drawing.delete(url);
  });

  const draw = (url: string) =>
    load()
      .then((module) => module.render(url, { ...build, fetch }))
      .then(async (page): Promise<RenderedPage> => {
        if (page.type === 'redirect') return page;
        return { type: 'page', status: page.status, body: await encodeBody(page.html) };
      });

  /** Keeps a page found; a not-found page, a redirect or an error is not kept, so no address takes a place. */
  function settle(url: string, entry: Entry, page?: RenderedPage) {
    // Forgotten while drawn (careers or blogs changed): the page may be out of date already.
    if (drawing.get(url) !== entry) return;
    drawing.delete(url);
    if (page?.type !== 'page' || page.status !== 200) return;
    kept.set(url, entry, encodedBytes(page.body));
  }

  return {
    render(requested, client) {
      const url = pageRenderAddress(requested);
      const now = Date.now();
      const hit = kept.get(url);
      if (hit) {
        if (hit.expiresAt > now) return hit.value;
        kept.delete(url);
      }
      const underWay = drawing.get(url);
      if (underWay) return underWay.value;
      if (!budget.take(client)) return Promise.resolve(OVER_BUDGET);
      const entry: Entry = { value: draw(url), area: areaOf(url), expiresAt: now + PUBLIC_CACHE_TTL_MS };
      drawing.set(url, entry);
      entry.value.then(
        (page) => settle(url, entry, page),
        () => settle(url, entry),
      );
      return entry.value;
    },
  };
}
