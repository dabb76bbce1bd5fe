// npm run build: the browser bundle (dist/), the server-rendering bundle (dist/.ssr/) and the static pages
// prerendered with it (dist/.prerendered/), every file browsers download with its brotli and gzip copies
// beside it. The previous build's assets stay (kept-assets.ts). See docs/decisions/0006 and 0009.
import path from 'node:path';
import { build } from 'vite';
import { SSR_ENTRY } from '../../server/ssr/page-renderer';
import { ISLANDS_MODE } from '../../vite.config';
import { buildSteps, type Progress } from './build-progress';
import { emptyDistKeepingAssets, pruneAssets } from './kept-assets';
import { leanSource } from './lean-source';
import { precompressFiles } from './precompress';
import { prerender } from './prerender';
import { writePublicVersions } from './public-versions';
import { REPO_ROOT as root } from './repo-root';

/** The site's build steps, in order: what npm start names as it builds. */
export const SITE_BUILD_STEPS = [
  'the browser bundle',
  'the islands bundle',
  'the server-rendering bundle and compressed copies',
  'the prerendered pages',
] as const;

export async function buildSite({
  logLevel = 'info',
  progress,
}: {
  logLevel?: 'info' | 'warn';
  /** Told each step as it begins and ends. @default silent */
  progress?: Progress;
} = {}) {
  const { step } = buildSteps(SITE_BUILD_STEPS, progress);
  // Vite keeps a NODE_ENV it finds (vitest sets 'test'), which would ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = path.join(root, 'vite.config.ts');
    const distDir = path.join(root, 'dist');
    const startedAt = Date.now();
    // The versions the pages put in the addresses of public/'s files, for what public/ holds now.
    await writePublicVersions();
    const previousAssets = await emptyDistKeepingAssets(distDir);
    await step('the browser bundle', () =>
      build({ root, logLevel, configFile, build: { emptyOutDir: false } }),
    );
    // The islands pages' entry (decision 0017), beside the SPA's assets.
    await step('the islands bundle', () =>
      build({
        root,
        logLevel,
        configFile,
        mode: ISLANDS_MODE,
        build: { emptyOutDir: false, copyPublicDir: false },
      }),
    );
    await pruneAssets(distDir, previousAssets, startedAt);
    // The server-rendering bundle is built while the browser's files are compressed: it writes only to its
    // own dot folder, which compression leaves out.
    const [, compressed] = await step('the server-rendering bundle and compressed copies', () =>
      Promise.all([
        build({
          root,
          logLevel,
          configFile,
          // React and the libraries that render with it are bundled in, with their production builds: left
          // outside, they would choose their development builds at run time wherever NODE_ENV is not
          // 'production' (npm start leaves it unset), and render job and blog pages several times slower.
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          // The server holds its source text for as long as it runs: written lean (lean-source.ts).
          plugins: [leanSource()],
          build: {
            ssr: path.join(root, 'src', 'entry-server.tsx'),
            outDir: path.join(distDir, path.dirname(SSR_ENTRY)),
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
          },
        }),
        precompressFiles(distDir),
      ]),
    );
    // Last: the not-found page it writes at the end marks a finished build (build-if-stale.ts).
    const pages = await step('the prerendered pages', () => prerender(distDir));
    if (logLevel === 'info') {
      console.info(`Compressed ${compressed} files (brotli and gzip copies beside them)`);
      console.info(`Prerendered ${pages.length} pages into dist/.prerendered/`);
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildSite({ progress: console.info });
