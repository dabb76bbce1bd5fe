// The production build (made by the e2e global setup) ships no development-only code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
});
