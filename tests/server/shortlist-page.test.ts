// The client's shortlist page (/shortlist/{token}, docs/decisions/0059) is private and personal: the SPA shell,
// never a page rendered on the server or the not-found page, and as secret as the status page: not indexed,
// no referrer, not cached.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/server/test-app';

async function siteWithShell() {
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-shortlist-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root">shell</div>');
  return staticDir;
}

const ctx = setupTestApp({ staticDir: await siteWithShell() });
const PERSONAL = { 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' };

describe('the client’s shortlist page', () => {
  it('is the SPA shell with the personal headers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/shortlist/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">shell</div>');
    expect(res.headers).toMatchObject(PERSONAL);
  });
});
