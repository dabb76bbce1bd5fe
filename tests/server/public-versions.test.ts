// The files of public/ are named with their versions (contracts/public-files.ts): the versions written into
// contracts/public-versions.gen.ts are those of public/ as it is (every build writes them again; this catches
// a file changed without a build), and an address names its file's version or is left as it is.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { publicFile } from '../../contracts/public-files';
import {
  PUBLIC_VERSIONS_FILE,
  publicVersions,
  publicVersionsModule,
} from '../../scripts/build/public-versions';
import { contentVersion } from '../../server/http/content-version';

describe('the versions of public/’s files', () => {
  it('are written for public/ as it is', async () => {
    expect(await readFile(PUBLIC_VERSIONS_FILE, 'utf8')).toBe(publicVersionsModule(await publicVersions()));
  });

  it('name a file from public/ with the version of its bytes, and leave any other address alone', async () => {
    const logo = await readFile('public/logo.svg');
    expect(publicFile('/logo.svg')).toBe(`/logo.svg?v=${contentVersion(logo)}`);
    expect(publicFile('/videos/hero-home.webp')).toMatch(/^\/videos\/hero-home\.webp\?v=[\w-]{10}$/);
    expect(publicFile('/uploads/cover.webp')).toBe('/uploads/cover.webp');
  });

  it('change with a single byte of the file', () => {
    expect(contentVersion(Buffer.from('<svg/>'))).not.toBe(contentVersion(Buffer.from('<svg />')));
  });
});
