// Reads the production build (dist/ and its .vite/manifest.json) and reports, per public route, what a
// first visit downloads (entry + the route's chunk + their static imports, JS and CSS, gzip) and every
// chunk's gzip size. The e2e bundle-budget test holds these figures to the budget of docs/decisions/0008. Chunks
// loaded later (the signed-in menu, the side menu, toasts, three.js) are not part of a first load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BuildManifest } from '../contracts/page-render';
import { collectChunkFiles, entryKey as findEntryKey } from '../src/lib/build-manifest';

/** The public URLs and the route file that renders each (TanStack Router splits each into its own chunk). */
export const PUBLIC_ROUTES: ReadonlyArray<{ url: string; source: string }> = [
  { url: '/', source: 'src/routes/index.tsx' },
  { url: '/about-us', source: 'src/routes/about-us.tsx' },
  { url: '/hr-service', source: 'src/routes/hr-service.tsx' },
  { url: '/digital-marketing', source: 'src/routes/digital-marketing.tsx' },
  { url: '/website-design', source: 'src/routes/website-design.tsx' },
  { url: '/overseas-education', source: 'src/routes/overseas-education.tsx' },
  { url: '/careers', source: 'src/routes/careers/index.tsx' },
  { url: '/careers/:slug/:id', source: 'src/routes/careers/$slug/$id.tsx' },
  { url: '/blogs', source: 'src/routes/blogs/index.tsx' },
  { url: '/blogs/:id', source: 'src/routes/blogs/$id.tsx' },
  { url: '/contact-us', source: 'src/routes/contact-us.tsx' },
  { url: '/internship', source: 'src/routes/internship.tsx' },
  { url: '/privacy', source: 'src/routes/privacy.tsx' },
  { url: '/404', source: 'src/routes/404.tsx' },
  { url: '/admin/login', source: 'src/routes/admin/login.tsx' },
];

/** Code of three.js or the vanta effects, which must only ever load after the page is up. */
const HEAVY_EFFECTS = /three|vanta/i;

export interface RouteLoad {
  url: string;
  /** The route's own chunk file (its component), gzip bytes. */
  routeChunk: { file: string; gzip: number };
  /** What the route adds to the entry's first load: its component and loader chunks and their imports. */
  routeExtra: number;
  /** The largest single file the route adds to the entry's first load. */
  largestAdded: { file: string; gzip: number };
  /** Everything a first visit to this URL fetches before it renders: entry, route chunk, static imports. */
  js: number;
  css: number;
  files: string[];
  heavyEffects: string[];
}

export interface BundleReport {
  /** The entry alone (index.html's script, its static imports and CSS), gzip bytes. */
  entry: number;
  routes: RouteLoad[];
  chunks: Array<{ file: string; gzip: number }>;
}

export function readBundleReport(distDir: string): BundleReport {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as BuildManifest;
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  const entryKey = findEntryKey(manifest);

  const total = (files: Iterable<string>, ext = '') =>
    [...files].filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + gzipSize(file), 0);
  const entryFiles = new Set(collectChunkFiles(manifest, entryKey, []));
  const entry = total(entryFiles);

  const routes = PUBLIC_ROUTES.map(({ url, source }): RouteLoad => {
    // The route's chunk that holds its component (grouped with its loader: vite.config.ts).
    const splits = Object.keys(manifest).filter((key) => key.startsWith(`${source}?tsr-split=`));
    const routeKey = splits.find((key) => key.split('=')[1]?.split('---').includes('component'));
    const routeChunk = routeKey ? manifest[routeKey] : undefined;
    if (!routeKey || !routeChunk) {
      throw new Error(`the manifest has no chunk for ${source} (is it still a split route?)`);
    }
    const files: string[] = [];
    const seen = new Set<string>();
    collectChunkFiles(manifest, entryKey, files, seen);
    collectChunkFiles(manifest, routeKey, files, seen);
    // A loader split apart runs before the page renders, so it is part of the first load too.
    for (const key of splits) collectChunkFiles(manifest, key, files, seen);
    const list = [...new Set(files)];
    const sum = (ext: string) => total(list, ext);
    const heavyEffects = [...seen].filter((key) => {
      const chunk = manifest[key];
      return (
        HEAVY_EFFECTS.test(key) ||
        HEAVY_EFFECTS.test(chunk?.name ?? '') ||
        HEAVY_EFFECTS.test(chunk?.file ?? '')
      );
    });
    const added = list.filter((file) => !entryFiles.has(file));
    const largestAdded = added
      .map((file) => ({ file, gzip: gzipSize(file) }))
      .reduce((largest, file) => (file.gzip > largest.gzip ? file : largest), { file: '', gzip: 0 });
    return {
      url,
      routeChunk: { file: routeChunk.file, gzip: gzipSize(routeChunk.file) },
      routeExtra: total(added),
      largestAdded,
      js: sum('.js'),
      css: sum('.css'),
      files: list,
      heavyEffects,
    };
  });

  const allFiles = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const chunks = [...allFiles]
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, gzip: gzipSize(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { entry, routes, chunks };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printReport(report: BundleReport) {
  console.log(`Entry alone (gzip): ${kb(report.entry)}`);
  console.log('First load per public route (gzip):');
  console.table(
    report.routes.map((route) => ({
      route: route.url,
      js: kb(route.js),
      css: kb(route.css),
      total: kb(route.js + route.css),
      'route chunk': kb(route.routeChunk.gzip),
      'route adds': kb(route.routeExtra),
      'largest added chunk': kb(route.largestAdded.gzip),
      'three/vanta': route.heavyEffects.length ? route.heavyEffects.join(', ') : 'no',
    })),
  );
  console.log('Every chunk (gzip, largest first):');
  console.table(report.chunks.map((chunk) => ({ file: chunk.file, gzip: kb(chunk.gzip) })));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
  printReport(readBundleReport(distDir));
}
