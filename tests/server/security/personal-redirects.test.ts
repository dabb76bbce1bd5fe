// A personal page's address is a secret (the applicant's status link, docs/decisions/0022): the trailing-slash
// redirect that leads to it says what the page itself says, so no crawler keeps it, no referrer carries it
// onward and no cache stores it (docs/decisions/0042).
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/server/test-app';

async function siteWithShell() {
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-personal-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return staticDir;
}

const ctx = setupTestApp({ staticDir: await siteWithShell() });
const TOKEN = 'personal-token-2b7c41d9e0';
const PERSONAL = { 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' };

describe('the redirect to a personal page', () => {
  it.each([`/my-application/${TOKEN}/`, `/my-application/${TOKEN}//`, `/My-Application/${TOKEN}/?from=mail`])(
    'answers %s with the page’s personal headers',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toMatch(new RegExp(`^/my-application/${TOKEN}(\\?from=mail)?$`, 'i'));
      expect(res.headers).toMatchObject(PERSONAL);
    },
  );

  it('keeps the page itself as personal as its redirect', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/my-application/${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(PERSONAL);
  });

  it('leaves the redirects of other pages cacheable and indexable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/about-us/' });
    expect(res.statusCode).toBe(301);
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
