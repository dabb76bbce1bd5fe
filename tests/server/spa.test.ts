import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ISLANDS_MANIFEST } from '../../contracts/page-render';
import { contentVersion } from '../../server/http/content-version';
import { insertPublishedPost } from '../support/server/blog-fixtures';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';

const SHELL = '<!doctype html><title>Shell</title><div id="root"></div>';
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"/>';

async function makeStaticDir() {
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-spa-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), SHELL);
  await writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(staticDir, 'assets', 'app-abc123.js.map'), '{"sources":["src/secret.tsx"]}');
  await writeFile(path.join(staticDir, 'site.css.map'), '{"sources":["src/secret.css"]}');
  await writeFile(path.join(staticDir, 'robots-test.txt'), 'hello');
  await mkdir(path.join(staticDir, 'images'));
  await writeFile(path.join(staticDir, 'images', 'logo-test.svg'), LOGO);
  // Its brotli copy, sent in its place to a browser that accepts brotli.
  await writeFile(path.join(staticDir, 'images', 'logo-test.svg.br'), brotliCompressSync(LOGO));
  return staticDir;
}

// A build without the server-rendering bundle (npm run dev, old builds): the client-only SPA.
const staticDir = await makeStaticDir();
const ctx = setupTestApp({ staticDir });

describe('serving the built SPA', () => {
  it('serves real files as files, fingerprinted assets as immutable', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    const file = await ctx.app.inject({ method: 'GET', url: '/robots-test.txt' });
    expect(file.body).toBe('hello');
  });

  it('lets a browser keep a file named with its current version for a year, and revalidate any other', async () => {
    const current = `/images/logo-test.svg?v=${contentVersion(Buffer.from(LOGO))}`;
    for (const encoding of ['br', 'identity']) {
      const kept = await ctx.app.inject({
        method: 'GET',
        url: current,
        headers: { 'accept-encoding': encoding },
      });
      expect(kept.statusCode, encoding).toBe(200);
      expect(kept.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    for (const url of [
      '/images/logo-test.svg',
      '/images/logo-test.svg?v=an-old-one',
      '/robots-test.txt?v=x',
    ]) {
      const revalidated = await ctx.app.inject({ method: 'GET', url });
      expect(revalidated.statusCode, url).toBe(200);
      expect(revalidated.headers['cache-control'], url).toBe('public, max-age=300');
    }
  });

  it('never serves a source map, even one left in the build', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-abc123.js.MAP', '/site.css.map']) {
      // Answered like any address that is no file: the site's page, not the map.
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).not.toContain('secret');
    }
  });

  it('serves under /assets/ only a file of that folder, named as the build names them', async () => {
    await writeFile(path.join(staticDir, 'assets', '.hidden.js'), 'hidden file');
    await mkdir(path.join(staticDir, 'assets', 'nested'));
    await writeFile(path.join(staticDir, 'assets', 'nested', 'deep-abc123.js'), 'nested file');
    for (const url of [
      '/assets/..%2frobots-test.txt',
      '/assets/.hidden.js',
      '/assets/nested/deep-abc123.js',
      '/assets/nested%2fdeep-abc123.js',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toMatch(/hello|hidden file|nested file/);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toContain('immutable');
  });

  it('declares its file routes public (they cannot say so themselves, so their scope does)', () => {
    const fileRoutes = ctx.app.accessTable.filter((entry) => /^\/(assets\/|robots-test)/.test(entry.url));
    expect(fileRoutes).toEqual(
      expect.arrayContaining([
        // Fingerprinted assets are looked up per request (a rebuild's files are served without a restart).
        { method: 'GET', url: '/assets/*', access: 'public' },
        { method: 'GET', url: '/robots-test.txt', access: 'public' },
      ]),
    );
    expect(fileRoutes).toHaveLength(2);
  });

  it('answers every client-side route with index.html when the build has no server rendering', async () => {
    for (const url of [
      '/',
      '/careers',
      '/careers/senior-engineer/3',
      '/admin/dashboard',
      '/no-such-page?x=1',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('never answers API paths or non-GET requests with the SPA', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    const post = await ctx.app.inject({ method: 'POST', url: '/careers' });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });
});

// A build with prerendered pages and a server-rendering bundle. The bundle here keeps the contract of
// src/entry-server.tsx (contracts/page-render.ts) with a page made of the careers the app's own API lists;
// the real bundle is exercised end to end in tests/e2e/server-rendered.test.ts.
const SSR_BUNDLE = `
let renders = 0;
export async function render(url, { template, fetch }) {
  const pathname = url.split('?')[0];
  const moved = /^\\/careers\\/old-slug\\/(\\d+)$/.exec(pathname);
  if (moved) return { type: 'redirect', status: 307, location: '/careers/new-slug/' + moved[1] };
  if (pathname === '/blogs/broken') throw new Error('the render failed');
  renders += 1;
  const careers = await (await fetch('/api/careers/all')).json();
  const body = '<h1>' + careers.map((career) => career.title).join(', ') + '</h1><p>render ' + renders + '</p>';
  return {
    type: 'page',
    status: pathname === '/blogs/drawn-as-missing' ? 404 : 200,
    html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>'),
  };
}`;

async function makeRenderedStaticDir() {
  const staticDir = await makeStaticDir();
  await mkdir(path.join(staticDir, '.ssr'));
  await writeFile(path.join(staticDir, '.ssr', 'entry-server.js'), SSR_BUNDLE);
  await mkdir(path.join(staticDir, '.vite'));
  await writeFile(path.join(staticDir, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(staticDir, ISLANDS_MANIFEST), '{}');
  await mkdir(path.join(staticDir, '.prerendered'));
  for (const [file, text] of [
    ['index.html', 'Home page'],
    ['about-us.html', 'About page'],
    ['404.html', 'Not found page'],
    ['not-found.html', 'Not found page'],
  ] as const) {
    await writeFile(
      path.join(staticDir, '.prerendered', file),
      `<!doctype html><div id="root">${text}</div>`,
    );
  }
  return staticDir;
}

const rendered = setupTestApp({ staticDir: await makeRenderedStaticDir() });
const get = (url: string) => rendered.app.inject({ method: 'GET', url });

describe('serving server-rendered pages', () => {
  it('answers static pages with their prerendered HTML, whatever the case of the address', async () => {
    for (const [url, text] of [
      ['/', 'Home page'],
      ['/about-us', 'About page'],
      ['/About-Us?utm_source=x', 'About page'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body, url).toContain(text);
    }
  });

  it('answers /404 and unknown addresses with the not-found page and status 404', async () => {
    for (const url of ['/404', '/no-such-page', '/careers/too/many/parts', '/.ssr/entry-server.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Not found page');
    }
  });

  it('keeps the staff area a client-only page', async () => {
    for (const url of ['/admin', '/admin/dashboard', '/recruiter/jobs']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('sends an address with a trailing slash to the one without', async () => {
    const res = await get('/about-us/?ref=mail');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/about-us?ref=mail');
  });

  it('renders careers and blog pages when asked, with data from its own API and the page’s status', async () => {
    const job = await insertCareer({ title: 'Rendered Role One' });
    const careers = await get('/careers');
    expect(careers.statusCode).toBe(200);
    expect(careers.body).toContain('Rendered Role One');
    expect(careers.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/]+=*'){2};/);
    expect(careers.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    await insertPublishedPost('drawn-as-missing');
    expect((await get('/blogs/drawn-as-missing')).statusCode).toBe(404);
    const moved = await get(`/careers/old-slug/${job.id}`);
    expect(moved.statusCode).toBe(307);
    expect(moved.headers.location).toBe(`/careers/new-slug/${job.id}`);
  });

  it('falls back to the client-only page when rendering fails', async () => {
    await insertPublishedPost('broken');
    const res = await get('/blogs/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });

  it('renders and keeps a page once whatever parameters it does not use, so none can evict another', async () => {
    const first = await get('/careers?q=cache-key');
    for (let i = 0; i < 5; i++) {
      expect((await get(`/careers?q=cache-key&r=${Math.random()}&utm_source=x${i}`)).body).toBe(first.body);
    }
    // A parameter the page is drawn from is a page of its own.
    expect((await get('/careers?q=cache-key-2')).body).not.toBe(first.body);
  });

  it('keeps a rendered page until careers or blogs change, then renders it afresh', async () => {
    const first = await get('/careers?q=kept');
    expect((await get('/careers?q=kept')).body).toBe(first.body);
    await insertCareer({ title: 'Rendered Role Two' });
    const after = await get('/careers?q=kept');
    expect(after.body).toContain('Rendered Role Two');
    expect(after.body).not.toBe(first.body);
  });
});
