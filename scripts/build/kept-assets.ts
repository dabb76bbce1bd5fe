// A rebuild keeps the previous build's fingerprinted files in dist/assets/ (Vite would empty all of dist/).
// A server still running on that build keeps sending its pages from memory, and browsers with those pages
// open load their chunks as they navigate: both would otherwise get 404s and a blank page. Files of older
// builds are deleted, so dist/assets/ holds at most two builds. Restart a server to send the new build.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENCODING_SUFFIX } from '../../server/http/encoded-body';

const ASSETS = 'assets';
/** Which files of assets/ the last build wrote; a dot file, so never served. */
const RECORD = '.assets-of-build.json';
/** Slack for file-system timestamps: a build writes its first file well after it starts. */
const CLOCK_SLACK_MS = 1000;

/** The file a compressed copy or source map belongs to: x.js for x.js.br, x.js.gz and x.js.map. */
function ownerOf(file: string): string {
  for (const suffix of [...Object.values(ENCODING_SUFFIX), '.map']) {
    if (file.endsWith(suffix)) return ownerOf(file.slice(0, -suffix.length));
  }
  return file;
}

const listAssets = (distDir: string) => readdir(path.join(distDir, ASSETS)).catch(() => [] as string[]);

/**
 * Empties dist/ but for assets/ (call before the browser build, with Vite's emptyOutDir off) and answers
 * the files of the build being replaced; without a record of it, every file now in assets/ counts.
 */
export async function emptyDistKeepingAssets(distDir: string): Promise<Set<string>> {
  const recorded = await readFile(path.join(distDir, RECORD), 'utf8').catch(() => undefined);
  const previous = new Set<string>(
    recorded ? JSON.parse(recorded) : (await listAssets(distDir)).map(ownerOf),
  );
  const entries = await readdir(distDir).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => entry !== ASSETS)
      .map((entry) => rm(path.join(distDir, entry), { recursive: true, force: true })),
  );
  return previous;
}

/**
 * After the browser build: deletes the assets neither this build (written since `startedAt`) nor the
 * previous one wrote, and records this build's.
 */
export async function pruneAssets(distDir: string, previous: Set<string>, startedAt: number): Promise<void> {
  const dir = path.join(distDir, ASSETS);
  const files = await listAssets(distDir);
  const written = await Promise.all(
    files.map(async (file) => (await stat(path.join(dir, file))).mtimeMs >= startedAt - CLOCK_SLACK_MS),
  );
  const current = new Set(files.filter((_, i) => written[i]).map(ownerOf));
  await Promise.all(
    files
      .filter((file) => !current.has(ownerOf(file)) && !previous.has(ownerOf(file)))
      .map((file) => rm(path.join(dir, file), { force: true })),
  );
  await writeFile(path.join(distDir, RECORD), `${JSON.stringify([...current].sort(), null, 1)}\n`);
}
