import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../../contracts/page-render';
import { routeStylesheets } from '../../../src/lib/route-stylesheets';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_hero.js': { file: 'assets/hero.js', imports: ['_shared.js'], css: ['assets/hero.css'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/home.js',
    imports: ['index.html', '_hero.js'],
    css: ['assets/home.css'],
  },
  'src/routes/careers/index.tsx?tsr-split=component': { file: 'assets/careers.js', imports: ['_hero.js'] },
  'src/routes/careers/index.tsx?tsr-split=loader': {
    file: 'assets/careers-loader.js',
    css: ['assets/x.css'],
  },
};

describe('routeStylesheets', () => {
  it('lists what the routes add to the entry, each chunk’s imports before the chunk', () => {
    expect(routeStylesheets(manifest, ['__root__', '/'])).toEqual(['assets/hero.css', 'assets/home.css']);
  });

  it('finds index routes and their split loaders, once each', () => {
    expect(routeStylesheets(manifest, ['/', '/careers/'])).toEqual([
      'assets/hero.css',
      'assets/home.css',
      'assets/x.css',
    ]);
  });

  it('lists nothing for a route without a chunk of its own', () => {
    expect(routeStylesheets(manifest, ['__root__', '/nowhere'])).toEqual([]);
  });
});
