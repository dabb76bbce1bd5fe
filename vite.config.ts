import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, type Plugin } from 'vite';
import { ISLANDS_MANIFEST } from './contracts/page-render.ts';
import { ISLANDS_CHUNK_GROUPS } from './scripts/build/islands-chunks.ts';

// In development the API runs beside Vite (npm run dev) and these paths are proxied to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;
const proxy = Object.fromEntries(['/api', '/auth', '/employee'].map((prefix) => [prefix, apiTarget]));

/**
 * The site has one colour scheme, light (index.html sets it; nothing switches it), so Mantine's dark-scheme
 * rules and variables are dead weight in every page's inline styles (decision 0045): they go at build time.
 */
const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark["']?\]/;
const withoutDarkScheme: PostcssPlugin = {
  postcssPlugin: 'without-dark-scheme',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
  AtRuleExit(atRule) {
    if (atRule.nodes?.length === 0) atRule.remove();
  },
};

const root = fileURLToPath(new URL('.', import.meta.url));
const shortNames = new Map<string, string>();

/**
 * A CSS module's class, as built: six characters from its file and name (`_k3x9q`), not Vite's
 * `_jobLink_1xm4k_169`. Every server-rendered element carries these names, and each page's inline rules
 * name them again (decision 0065). Stable from build to build and
 * the same in the browser, islands and server-rendering bundles; two sources given the same name stop the
 * build instead of sharing their styles. `npm run dev` keeps the readable names.
 */
function shortClassName(name: string, filename: string): string {
  const source = `${path.relative(root, filename.split('?')[0] as string)}:${name}`;
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (let i = 0; i < source.length; i++) hash = Math.imul(hash ^ source.charCodeAt(i), 0x01000193);
  const short = `_${((hash >>> 0) % 36 ** 5).toString(36).padStart(5, '0')}`;
  const taken = shortNames.get(short);
  if (taken && taken !== source)
    throw new Error(`CSS modules: ${taken} and ${source} would both be .${short}: rename one`);
  shortNames.set(short, source);
  return short;
}

/**
 * Every islands chunk but three.js and vanta's opens with V8's explicit compile hint (decision 0067): its
 * functions are compiled as the file is read, not each at its first call, which is while an island hydrates,
 * on the main thread. three.js and vanta (the animated hero, on a wide screen only) call few of theirs.
 * Added after hashing, so a file's name does not change with it: its code is the same either way.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Whether an islands chunk, by its name, opens with the hint. */
export const compiledOnLoad = (chunkName: string) => !/^(three|vanta)/.test(chunkName);
const compileHintPlugin: Plugin = {
  name: 'islands-compiled-on-load',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    // After Vite's own, which opens the chunks that import others with their list.
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && compiledOnLoad(file.name)) file.code = COMPILE_HINT + file.code;
    },
  },
};

/** `vite build --mode islands`: the islands pages' entry on its own (decision 0017). */
export const ISLANDS_MODE = 'islands';

/**
 * The islands' React is Preact's React layer (decision 0061): the same components, a fifth of the bytes and
 * of the start-up work. The server still draws them with React; Preact adopts that HTML.
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: fileURLToPath(new URL('src/islands/react-on-preact.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  ...(mode === ISLANDS_MODE && { resolve: { alias: REACT_ON_PREACT } }),
  plugins: [
    // Must come before react(): file routes, each page split into one chunk of its own with its loader and error
    // and not-found components (not the plugin's default): their API calls and schemas stay out of the entry,
    // and the entry holds one stub and one preload list per route, not four (docs/decisions/0008).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    ...(mode === ISLANDS_MODE ? [compileHintPlugin] : []),
  ],
  css: {
    postcss: { plugins: [withoutDarkScheme] },
    ...(command === 'build' && { modules: { generateScopedName: shortClassName } }),
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    // No source maps in the public folder: they would hand out every screen's source and the role table
    // (docs/decisions/0011). `npm run dev` has maps for debugging.
    sourcemap: false,
    manifest: mode === ISLANDS_MODE ? ISLANDS_MANIFEST : true,
    // three.js is one chunk, above Vite's 500 kB warning, that only the animated hero background fetches, on
    // demand, never in a first load. The limit sits just above its size (docs/decisions/0008), so any other
    // chunk that grows this large still warns.
    chunkSizeWarningLimit: 760,
    // Everything the entry needs goes into the entry's one file, not into the dozens of small shared
    // chunks Rolldown would make: each file is compressed on its own, so many small ones cost more bytes on
    // every first load (docs/decisions/0008). The server bundle is not downloaded, so it keeps the defaults.
    rolldownOptions: isSsrBuild
      ? {}
      : mode === ISLANDS_MODE
        ? // Its own graph: nothing shared with the SPA's chunks, so an island never pulls the SPA's code in.
          // Its shared code in three files by what needs it (scripts/build/islands-chunks.ts).
          { input: 'src/islands-entry.tsx', output: { codeSplitting: { groups: ISLANDS_CHUNK_GROUPS } } }
        : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
}));
