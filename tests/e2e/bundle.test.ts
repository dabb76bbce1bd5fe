// The production build (made by the e2e global setup) ships no development-only code, and every file it
// writes has a name the server's /assets/ route serves.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAssetName } from '../../server/plugins/static-files';

const assets = path.resolve(import.meta.dirname, '../../dist/assets');
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
});
