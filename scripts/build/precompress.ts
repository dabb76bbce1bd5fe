// Writes the brotli (maximum quality) and gzip (level 9) copies of the built files that browsers download,
// beside each file (x.js → x.js.br, x.js.gz): the server sends them instead of compressing per request
// (server/plugins/static-files.ts, server/ssr/prerendered-pages.ts). Every compressible file gets them,
// however small: a copy costs a few bytes at most, while a file without one is compressed on every request.
// Source maps are left out: large, slow at maximum quality, and fetched only by developer tools.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODING_SUFFIX } from '../../server/http/encoded-body';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/i;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `content` compressed beside `file` (which holds `content`). */
export async function writeCompressedCopies(file: string, content: Buffer): Promise<void> {
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([
    writeFile(file + ENCODING_SUFFIX.br, br),
    writeFile(file + ENCODING_SUFFIX.gzip, gzipped),
  ]);
}

/** Compressible files under `dir`, dot folders and dot files skipped. */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** True when the brotli copy is missing or older than the file (a kept asset of an earlier build is not). */
async function needsCopies(file: string): Promise<boolean> {
  const [source, copy] = await Promise.all([
    stat(file),
    stat(file + ENCODING_SUFFIX.br).catch(() => undefined),
  ]);
  return !copy || copy.mtimeMs < source.mtimeMs;
}

/** Compresses every compressible file under `dir` that needs it; answers how many. */
export async function precompressFiles(dir: string): Promise<number> {
  const files = await compressibleFiles(dir);
  const needed = await Promise.all(files.map(needsCopies));
  const stale = files.filter((_, i) => needed[i]);
  // All at once: zlib works in the thread pool, which bounds how many compress together.
  await Promise.all(stale.map(async (file) => writeCompressedCopies(file, await readFile(file))));
  return stale.length;
}
