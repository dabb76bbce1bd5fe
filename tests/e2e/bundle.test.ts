// The production build (made by the e2e global setup) ships no development-only code, every file it writes
// has a name the server's /assets/ route serves, the islands' scripts ask to be compiled as they arrive, and
// no stylesheet selects by an attribute an island may change without applying the page's stylesheets.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'css-what';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { ISLANDS_MANIFEST } from '../../contracts/page-render';
import { isAssetName } from '../../server/plugins/static-files';
import { UNSTYLED_ATTRIBUTES } from '../../src/islands/needs-page-styles';
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

  it('selects by none of the attributes an island changes without applying the stylesheets (decision 0072)', () => {
    const sheets = readdirSync(assets).filter((file) => file.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    const selecting: string[] = [];
    for (const file of sheets)
      postcss.parse(readFileSync(path.join(assets, file), 'utf8')).walkRules((rule) => {
        // A keyframe's "0%" or "to" selects no element.
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
        for (const part of parse(rule.selector).flat())
          if (part.type === 'attribute' && UNSTYLED_ATTRIBUTES.has(part.name))
            selecting.push(`${file}: ${rule.selector}`);
      });
    expect(selecting).toEqual([]);
  });
});
