// A rebuild keeps the previous build's assets (a running server still sends pages that load them) and
// deletes older ones.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyDistKeepingAssets, pruneAssets } from '../../scripts/build/kept-assets';

/** One build as build-site.ts runs it; `files` are what Vite writes into assets/. */
async function build(distDir: string, files: string[]) {
  const startedAt = Date.now();
  const previous = await emptyDistKeepingAssets(distDir);
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), files.join(','));
  for (const file of files) await writeFile(path.join(distDir, 'assets', file), file);
  await pruneAssets(distDir, previous, startedAt);
  // Builds are seconds apart: what this one wrote is older than anything the next writes.
  const past = new Date(startedAt - 60_000);
  for (const file of files) await utimes(path.join(distDir, 'assets', file), past, past);
}

const has = (distDir: string, file: string) => existsSync(path.join(distDir, 'assets', file));

describe('a rebuild', () => {
  it('keeps the previous build’s assets with their copies and maps, and deletes older ones', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'meera-kept-assets-'));
    await build(distDir, ['one-aaa.js', 'one-aaa.js.br', 'one-aaa.js.gz', 'one-aaa.js.map', 'same-000.css']);
    await build(distDir, ['two-bbb.js', 'same-000.css']);
    expect(has(distDir, 'one-aaa.js')).toBe(true);
    expect(has(distDir, 'one-aaa.js.br')).toBe(true);
    await build(distDir, ['three-ccc.js', 'same-000.css']);
    for (const gone of ['one-aaa.js', 'one-aaa.js.br', 'one-aaa.js.gz', 'one-aaa.js.map']) {
      expect(has(distDir, gone), gone).toBe(false);
    }
    for (const kept of ['two-bbb.js', 'three-ccc.js', 'same-000.css'])
      expect(has(distDir, kept), kept).toBe(true);
  });

  it('empties everything else in dist/', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'meera-kept-assets-'));
    await mkdir(path.join(distDir, '.prerendered'), { recursive: true });
    await writeFile(path.join(distDir, '.prerendered', 'index.html'), 'old');
    await writeFile(path.join(distDir, 'removed-from-public.svg'), '<svg/>');
    await build(distDir, ['app-ddd.js']);
    expect(existsSync(path.join(distDir, '.prerendered'))).toBe(false);
    expect(existsSync(path.join(distDir, 'removed-from-public.svg'))).toBe(false);
    expect(has(distDir, 'app-ddd.js')).toBe(true);
  });
});
