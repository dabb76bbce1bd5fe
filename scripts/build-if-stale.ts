// Builds the SPA with Vite when dist/ is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'public', 'contracts', 'machines', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

export function buildIsStale(): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export async function buildIfStale(): Promise<boolean> {
  if (!buildIsStale()) return false;
  console.info('Building the site (dist/ is missing or older than the sources)…');
  // Vite keeps a NODE_ENV it finds (vitest sets 'test'), which would ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return true;
}
