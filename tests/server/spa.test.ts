import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../setup/test-app';

const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-spa-'));
await mkdir(path.join(staticDir, 'assets'));
await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
await writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
await writeFile(path.join(staticDir, 'robots-test.txt'), 'hello');

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

  it('answers every client-side route with index.html', async () => {
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
