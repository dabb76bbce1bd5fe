// The server precompiled into one ES module, dist-server/server.mjs, so that starting it costs plain
// node: no TypeScript loader (which doubles the time to load the server's modules). The packages it uses are
// bundled in too, so that their source is held lean like the server's own (lean-source.ts; decision 0054),
// except those in PACKAGES_LEFT_OUT. The migrations and the demo blog posts are copied next to the bundle,
// where server/db/client.ts and server/db/demo/blogs.ts look for them.
// Beside it, checks.mjs (scripts/build/start-checks.ts) tells scripts/start.mjs whether the builds are fresh, and
// serve.mjs (server/serve.ts) is one start of the server as a function, for the e2e tests' server host, which
// starts it again and again in one process (tests/support/browser/e2e-server-host.mjs).
// `npm run build:server` builds both; npm start rebuilds them whenever a source they came from changed.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { LEAN_SOURCE } from './lean-source';
import { newestMtime } from './newest-mtime';
import { REPO_ROOT as root } from './repo-root';

export const SERVER_BUNDLE = path.join(root, 'dist-server', 'server.mjs');
/** scripts/build/start-checks.ts, for scripts/start.mjs. */
export const CHECKS_BUNDLE = path.join(root, 'dist-server', 'checks.mjs');
/** server/serve.ts, for tests/support/browser/e2e-server-host.mjs. */
export const SERVE_BUNDLE = path.join(root, 'dist-server', 'serve.mjs');
const outDir = path.dirname(SERVER_BUNDLE);
/** The files the bundle was made from (as esbuild reported them), what is copied beside it, this script. */
const INPUTS_FILE = path.join(outDir, 'inputs.json');
const MIGRATIONS = path.join(root, 'server', 'db', 'migrations');
/** Markdown read at run time from `./blogs/` beside the module (server/db/demo/blogs.ts) or the bundle. */
const DEMO_BLOGS = path.join(root, 'server', 'db', 'demo', 'blogs');

/** True when the bundle is missing, or any file it was made from is newer or gone. */
export function serverBuildIsStale(): boolean {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS_FILE)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS_FILE, 'utf8')) as string[];
  if (!existsSync(CHECKS_BUNDLE) || !existsSync(SERVE_BUNDLE)) return true;
  return inputs.some((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || newestMtime(file) > built;
  });
}

/**
 * Packages loaded from node_modules rather than bundled: those that read their own files at run time (PGlite
 * its WASM and data, pdf.js its font data, the time zones their zone files, pino its transports' threads, by
 * paths from their own directory), and those loaded only when configured (Redis, S3), which cost nothing
 * while they are not.
 */
export const PACKAGES_LEFT_OUT = [
  '@electric-sql/pglite',
  'pdfjs-dist',
  '@touch4it/ical-timezones',
  'pino',
  'thread-stream',
  'ioredis',
  '@aws-sdk/*',
  // pg's optional native binding, which pg requires only if asked to.
  'pg-native',
];
/** A bundled package that finds files by its own directory would find dist-server/ instead. */
const OWN_DIRECTORY = /\b__(dirname|filename)\b/;

export async function buildServer(): Promise<void> {
  const started = performance.now();
  // esbuild comes with tsx (a dependency): loaded only when there is something to build.
  const { build } = await import('esbuild');
  await rm(outDir, { recursive: true, force: true });
  const common = {
    absWorkingDir: root,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // The server holds its source text for as long as it runs (lean-source.ts).
    ...LEAN_SOURCE,
    metafile: true,
    logLevel: 'warning',
  } as const;
  const banner = '// Built by scripts/build/build-server.ts: do not edit, rebuild.';
  const [server, checks] = await Promise.all([
    build({
      ...common,
      // The markdown renderer's thread sits beside the bundle, where `new URL('./markdown-worker.mjs',
      // import.meta.url)` finds it from server.mjs as it does from server/markdown/ in the sources.
      entryPoints: {
        server: 'server/index.ts',
        serve: 'server/serve.ts',
        'markdown-worker': 'server/markdown/markdown-worker.mjs',
        // Likewise the résumé reader's thread (server/resume-text/resume-text-reader.ts),
        'resume-text-worker': 'server/resume-text/resume-text-worker.mjs',
        // and the first start's process (server/db/first-start.ts).
        'first-start-child': 'server/db/first-start-child.ts',
      },
      external: PACKAGES_LEFT_OUT,
      // The bundled CommonJS packages require Node's own modules.
      banner: {
        js: `${banner}\nimport{createRequire as __createRequire}from'node:module';const require=__createRequire(import.meta.url);`,
      },
    }),
    // start.mjs's checks (they import the site's build, and Vite with it) keep their packages in node_modules.
    build({
      ...common,
      entryPoints: { checks: 'scripts/build/start-checks.ts' },
      packages: 'external',
      banner: { js: banner },
    }),
  ]);
  for (const [file, output] of Object.entries(server.metafile.outputs)) {
    if (!file.endsWith('.mjs') || !OWN_DIRECTORY.test(readFileSync(path.join(root, file), 'utf8'))) continue;
    const suspects = new Set(
      Object.entries(output.inputs)
        .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && input.includes('node_modules/'))
        .filter(([input]) => OWN_DIRECTORY.test(readFileSync(path.join(root, input), 'utf8')))
        .map(([input]) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1]),
    );
    throw new Error(
      `${file} would look for files by __dirname or __filename, from dist-server/: add the package that does (${[...suspects].join(', ')}) to PACKAGES_LEFT_OUT in scripts/build/build-server.ts.`,
    );
  }
  await cp(MIGRATIONS, path.join(outDir, 'migrations'), { recursive: true });
  await cp(DEMO_BLOGS, path.join(outDir, 'blogs'), { recursive: true });
  const inputs = [
    ...new Set([...Object.keys(server.metafile.inputs), ...Object.keys(checks.metafile.inputs)]),
    path.relative(root, MIGRATIONS),
    path.relative(root, DEMO_BLOGS),
    path.relative(root, import.meta.filename),
  ];
  writeFileSync(INPUTS_FILE, `${JSON.stringify(inputs, null, 2)}\n`);
  console.info(`Server built into dist-server/ in ${Math.round(performance.now() - started)} ms.`);
}

export async function buildServerIfStale(): Promise<boolean> {
  if (!serverBuildIsStale()) return false;
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
