// The trailing-slash redirect never leads off the site: an address that would, whatever its disguise, is
// the not-found page (docs/decisions/0011). Each variant goes over a real socket: inject() parses its
// address with the URL API first, which would resolve the very tricks under test.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/server/test-app';

async function siteWithNotFoundPage() {
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-redirects-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await mkdir(path.join(staticDir, '.prerendered'));
  for (const file of ['index.html', 'about-us.html', 'not-found.html']) {
    await writeFile(path.join(staticDir, '.prerendered', file), `<!doctype html><p>${file}</p>`);
  }
  return staticDir;
}

const ctx = setupTestApp({ staticDir: await siteWithNotFoundPage() });
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

/** The raw address on the wire, as an attacker's link would send it. */
function rawGet(rawPath: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

const HOSTILE = [
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/%2Fevil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/%0D%0A/evil.example/',
  '/%2e%2e//evil.example/',
  '/./evil.example/',
  '/../evil.example/',
  '/%2e/evil.example/',
  '/about-us%00/',
];

describe('the trailing-slash redirect', () => {
  it('still moves a page of the site to its address without the slash, query kept', async () => {
    expect(await rawGet('/about-us/?ref=mail')).toEqual({ status: 301, location: '/about-us?ref=mail' });
  });

  it.each(HOSTILE)('answers %s with the not-found page, never a Location', async (hostile) => {
    const { status, location } = await rawGet(hostile);
    expect(location, hostile).toBeUndefined();
    expect([400, 404], hostile).toContain(status);
  });

  it('never sends a Location that a browser would resolve to another host', async () => {
    for (const candidate of ['/a/', '/careers/', '/blogs/x/', ...HOSTILE]) {
      const { location } = await rawGet(candidate);
      if (location) expect(new URL(location, 'https://meera.example').host, candidate).toBe('meera.example');
    }
  });
});
