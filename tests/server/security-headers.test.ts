import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS_BOOT_SCRIPT } from '../../contracts/islands-boot';
import { SITE_CHROME_SCRIPT } from '../../contracts/site-chrome';
import { setupTestApp } from '../support/server/test-app';

const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-headers-'));
await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');

const ALLOWED = 'https://partner.example.com';
const plain = setupTestApp({ staticDir, corsOrigins: [ALLOWED], apiOrigin: 'https://api.example.com' });
const behindProxy = setupTestApp({ trustProxy: true });

/** The CSP as directive name → its sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .map(([name = '', ...sources]) => [name, sources] as const);
  return new Map(entries);
}

describe('security headers', () => {
  it('are on pages, API answers and errors alike', async () => {
    for (const url of ['/', '/careers', '/api/health', '/api/no-such-thing']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['content-security-policy'], url).toBeDefined();
    }
  });

  it('allow scripts only from this origin, and the two inline scripts by their hashes; no framing', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", hash(SITE_CHROME_SCRIPT), hash(ISLANDS_BOOT_SCRIPT)]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'", ALLOWED, 'https://api.example.com']);
  });

  it('send HSTS only over https behind a trusted proxy', async () => {
    const direct = await plain.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();

    const proxiedHttp = await behindProxy.app.inject({ method: 'GET', url: '/api/health' });
    expect(proxiedHttp.headers['strict-transport-security']).toBeUndefined();

    const proxiedHttps = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxiedHttps.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});

describe('CORS', () => {
  it('echoes an allowed origin, never with credentials', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED } });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await plain.app.inject({
      method: 'OPTIONS',
      url: '/api/careers',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives any other origin nothing', async () => {
    for (const app of [plain.app, behindProxy.app]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example.net' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();

      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/careers',
        headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
