import { describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../../contracts/page-render';
import { routeFiles } from '../../../src/lib/route-files';

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

const stylesheets = (routeIds: string[]) => routeFiles(manifest, routeIds).stylesheets;

describe('routeFiles', () => {
  it('lists what the routes add to the entry, each chunk’s imports before the chunk', () => {
    expect(stylesheets(['__root__', '/'])).toEqual(['assets/hero.css', 'assets/home.css']);
  });

  it('finds index routes and their split loaders, once each', () => {
    expect(stylesheets(['/', '/careers/'])).toEqual(['assets/hero.css', 'assets/home.css', 'assets/x.css']);
  });

  it('lists nothing for a route without a chunk of its own', () => {
    expect(stylesheets(['__root__', '/nowhere'])).toEqual([]);
  });

  it('preloads the modules the routes add, never the entry’s', () => {
    expect(routeFiles(manifest, ['__root__', '/', '/careers/']).modules).toEqual([
      'assets/home.js',
      'assets/hero.js',
      'assets/careers.js',
      'assets/careers-loader.js',
    ]);
  });
});
