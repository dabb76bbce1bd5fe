import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firm } from '../../contracts/firm';
import { publicPagePaths } from '../../contracts/public-pages';
import { loadConfig } from '../../server/config';
import { blogs } from '../../server/db/schema';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-seo-'));
await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');

// A server whose own address differs from the site's: the sitemap must still list the canonical addresses.
const ctx = setupTestApp({ staticDir, publicUrl: 'http://127.0.0.1:8080' });

function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({
    loc: m[1],
    lastmod: m[2],
  }));
}

describe('GET /sitemap.xml', () => {
  it('lists every public page and every open job at its canonical address with lastmod, and no closed job', async () => {
    const open = await insertCareer({ title: 'UI/UX Designer', department: 'Design' });
    await insertCareer({ title: 'Visa Documentation Executive', status: 'CLOSED' });
    const { db } = await getTestDatabase();
    const [post] = await db
      .insert(blogs)
      .values({ title: 'Post', slug: 'post', status: 'PUBLISHED', publishedAt: new Date() })
      .returning();
    await db.insert(blogs).values({ title: 'Draft', slug: 'draft', status: 'DRAFT' });

    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = urlsOf(res.body);
    expect(urls.map((u) => u.loc)).toEqual([
      ...publicPagePaths.map((page) => `https://www.meeraconsultancy.com${page}`),
      `https://www.meeraconsultancy.com/careers/ui-ux-designer/${open.id}`,
      `https://www.meeraconsultancy.com/blogs/${post?.id}`,
    ]);
    // The origin of the pages' canonical links, og:url and JobPosting url, not this server's PUBLIC_URL.
    expect(new URL(urls[0]?.loc ?? '').origin).toBe(firm.url);
    expect(res.body).not.toContain('127.0.0.1');
    for (const url of urls) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(urls.find((u) => u.loc?.endsWith(`/${open.id}`))?.lastmod).toBe(open.updatedAt.toISOString());
    expect(res.body).not.toContain('visa-documentation');
    expect(res.body).not.toContain('/404');
  });
});

describe('GET /robots.txt', () => {
  it('keeps the staff areas out and points to the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /recruiter');
    expect(lines).toContain('Sitemap: https://www.meeraconsultancy.com/sitemap.xml');
    // Job pages read their data from /api, so crawlers must be allowed there.
    expect(res.body).not.toContain('Disallow: /api');
  });
});

describe('PUBLIC_URL', () => {
  const base = { DATA_DIR: staticDir, JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789' };

  it('defaults to the address the server listens on, and drops a trailing slash when given', async () => {
    expect((await loadConfig(base)).publicUrl).toBe('http://127.0.0.1:8080');
    expect((await loadConfig({ ...base, HOST: '0.0.0.0', PORT: '9000' })).publicUrl).toBe(
      'http://127.0.0.1:9000',
    );
    expect((await loadConfig({ ...base, PUBLIC_URL: 'https://www.meeraconsultancy.com/' })).publicUrl).toBe(
      'https://www.meeraconsultancy.com',
    );
  });

  it('refuses an address without http(s)', async () => {
    await expect(loadConfig({ ...base, PUBLIC_URL: 'www.example.org' })).rejects.toThrow(
      /PUBLIC_URL must start with http:\/\/ or https:\/\//,
    );
  });
});
