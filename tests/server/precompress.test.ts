// The build writes brotli and gzip copies beside every compressible file browsers download.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/build/precompress';

describe('precompressFiles', () => {
  it('compresses scripts, styles and icons, however small, but no images, maps or dot folders', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'meera-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.ssr'));
    const script = 'console.log("hello");'.repeat(100);
    await writeFile(path.join(dir, 'assets', 'app-abc.js'), script);
    await writeFile(path.join(dir, 'assets', 'tiny-abc.css'), 'a{}');
    await writeFile(path.join(dir, 'assets', 'app-abc.js.map'), '{}');
    await writeFile(path.join(dir, 'logo.svg'), '<svg/>');
    await writeFile(path.join(dir, 'photo.png'), 'png');
    await writeFile(path.join(dir, '.ssr', 'entry-server.js'), script);

    expect(await precompressFiles(dir)).toBe(3);
    const file = path.join(dir, 'assets', 'app-abc.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'assets', 'tiny-abc.css.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'logo.svg.gz'))).toBe(true);
    for (const left of ['assets/app-abc.js.map.br', 'photo.png.br', '.ssr/entry-server.js.br']) {
      expect(existsSync(path.join(dir, left)), left).toBe(false);
    }
  });

  it('leaves files whose copies are newer (kept from an earlier build) alone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'meera-precompress-'));
    await writeFile(path.join(dir, 'app.js'), 'console.log(1)');
    expect(await precompressFiles(dir)).toBe(1);
    const written = (await stat(path.join(dir, 'app.js.br'))).mtimeMs;
    expect(await precompressFiles(dir)).toBe(0);
    expect((await stat(path.join(dir, 'app.js.br'))).mtimeMs).toBe(written);
  });
});
