// The production build (made by the e2e global setup) ships no development-only code, every file it writes
// has a name the server's /assets/ route serves, and the islands' scripts ask to be compiled as they arrive.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS_MANIFEST } from '../../contracts/page-render';
import { isAssetName } from '../../server/plugins/static-files';
import { COMPILE_HINT, compiledOnLoad } from '../../vite.config';

const dist = path.resolve(import.meta.dirname, '../../dist');
const assets = path.join(dist, 'assets');
const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));

describe('the production bundle', () => {
  it('contains no Stately inspector code', () => {
    expect(scripts.length).toBeGreaterThan(0);
    const withInspector = scripts.filter((file) =>
      /createBrowserInspector|@statelyai\/inspect|stately\.ai\/inspect|Open the Stately inspector/.test(
        readFileSync(path.join(assets, file), 'utf8'),
      ),
    );
    expect(withInspector).toEqual([]);
  });

  it('names every file as the server’s /assets/ route accepts them', () => {
    expect(readdirSync(assets).filter((file) => !isAssetName(file))).toEqual([]);
  });

  it('opens every islands script but three.js and vanta with V8’s compile hint, before anything else', () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, ISLANDS_MANIFEST), 'utf8')) as Record<
      string,
      { file: string; name?: string }
    >;
    const islandScripts = Object.values(manifest).filter(({ file }) => file.endsWith('.js'));
    expect(islandScripts.length).toBeGreaterThan(20);
    expect(islandScripts.filter(({ name }) => name && !compiledOnLoad(name)).length).toBe(3);
    const withoutHint = islandScripts
      .filter(({ file, name }) => compiledOnLoad(name ?? file))
      .map(({ file }) => file)
      .filter((file) => !readFileSync(path.join(dist, file), 'utf8').startsWith(COMPILE_HINT));
    expect(withoutHint).toEqual([]);
  });
});
