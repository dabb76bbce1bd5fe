// Request-time rendering of the careers and blog pages with the SSR bundle (dist/.ssr/entry-server.js).
// The pages' API calls go through app.inject, never the network; the rendered HTML is kept per address
// (bounded, briefly), compressed and tagged once, and forgotten at once when careers or blogs are written
// (public-cache's hook).
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
import { onPublicInvalidated, PUBLIC_CACHE_TTL_MS, type PublicArea } from '../services/public-cache';

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

/** A rendered page as it is kept and sent: its HTML in every coding, or where it moved to. */
export type RenderedPage =
  | { type: 'page'; status: 200 | 404 | 500; body: EncodedBody }
  | Extract<RenderResult, { type: 'redirect' }>;

export interface PageRenderer {
  /** The page at `url`, drawn from its path and the query parameters it uses (PAGE_QUERY_KEYS). */
  render(url: string): Promise<RenderedPage>;
}

interface Entry {
  value: Promise<RenderedPage>;
  area: PublicArea;
  expiresAt: number;
}

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
  const cache = new Map<string, Entry>();

  onPublicInvalidated(app.database.db, (area) => {
    for (const [url, entry] of cache) if (entry.area === area) cache.delete(url);
  });

  return {
    render(requested) {
      const url = pageRenderAddress(requested);
      const now = Date.now();
      const hit = cache.get(url);
      if (hit && hit.expiresAt > now) {
        // Most recently used last: the first entry is the one to drop when full.
        cache.delete(url);
        cache.set(url, hit);
        return hit.value;
      }
      const value = load()
        .then((module) => module.render(url, { ...build, fetch }))
        .then(async (page): Promise<RenderedPage> => {
          if (page.type === 'redirect') return page;
          return { type: 'page', status: page.status, body: await encodeBody(page.html) };
        });
      const entry: Entry = { value, area: areaOf(url), expiresAt: now + PUBLIC_CACHE_TTL_MS };
      cache.set(url, entry);
      if (cache.size > RENDER_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      value.catch(() => {
        if (cache.get(url) === entry) cache.delete(url);
      });
      return value;
    },
  };
}
