// What goes over the wire: assets as the brotli or gzip copy the build wrote, pages and cached public
// answers compressed once and revalidated with their tag, other answers compressed on the way out, and
// downloads exactly as stored.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { ISLANDS_MANIFEST } from '../../contracts/page-render';
import { insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

/** Text long enough to be worth compressing. */
const filler = (words: number) => Array.from({ length: words }, (_, i) => `word${i % 50}`).join(' ');
const page = (text: string) => `<!doctype html><div id="root"><p>${text}</p><p>${filler(400)}</p></div>`;
const SCRIPT = `console.log(${JSON.stringify(filler(600))});`;

/** A page the way the SSR bundle answers (contracts/page-render.ts), long enough to compress. */
const SSR_BUNDLE = `
export async function render(url, { template, fetch }) {
  const careers = await (await fetch('/api/careers/all')).json();
  const body = '<h1>' + careers.map((career) => career.title).join(', ') + '</h1><p>${filler(400)}</p>';
  return { type: 'page', status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
}`;

async function makeBuild() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'meera-compression-'));
  await mkdir(path.join(root, 'assets'));
  await mkdir(path.join(root, '.prerendered'));
  await mkdir(path.join(root, '.ssr'));
  await mkdir(path.join(root, '.vite'));
  // The renderer links each page's stylesheets from the build manifest; this build has none.
  await writeFile(path.join(root, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(root, ISLANDS_MANIFEST), '{}');
  await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, '.ssr', 'entry-server.js'), SSR_BUNDLE);
  // As the build writes them: the file and its compressed copies (the home page's too).
  const script = path.join(root, 'assets', 'app-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  const home = path.join(root, '.prerendered', 'index.html');
  await writeFile(home, page('Home page'));
  await writeFile(`${home}.br`, brotliCompressSync(page('Home page')));
  await writeFile(`${home}.gz`, gzipSync(page('Home page')));
  // A build that compressed no page: the server compresses it at start-up.
  await writeFile(path.join(root, '.prerendered', 'about-us.html'), page('About page'));
  await writeFile(path.join(root, '.prerendered', 'not-found.html'), page('Not found page'));
  return root;
}

const root = await makeBuild();
const ctx = setupTestApp({ staticDir: root });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const BR = { 'accept-encoding': 'gzip, deflate, br' };

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('fingerprinted assets', () => {
  it('are sent as the copy the build compressed when the request accepts it, as they are otherwise', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toContain('javascript');
      expect(res.headers.vary, accept).toContain('accept-encoding');
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decoded(res), accept).toBe(SCRIPT);
    }
    expect((await get('/assets/app-abc123.js')).headers['content-encoding']).toBeUndefined();
  });

  it('include files written after the server started (a rebuild), and a missing one is a 404', async () => {
    await writeFile(path.join(root, 'assets', 'rebuilt-def456.js'), 'console.log(2)');
    const rebuilt = await get('/assets/rebuilt-def456.js', BR);
    expect(rebuilt.statusCode).toBe(200);
    expect(decoded(rebuilt)).toBe('console.log(2)');
    expect((await get('/assets/gone-000000.js', BR)).statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('are sent compressed and tagged; a revalidation with the tag gets 304 with the security headers', async () => {
    const res = await get('/', BR);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(page('Home page'));
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);

    const again = await get('/', { ...BR, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
    expect(again.headers['x-frame-options']).toBe('DENY');
  });

  it('give each coding its own tag', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page('Home page'));
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const tags = new Set([plain.headers.etag, gzip.headers.etag, (await get('/', BR)).headers.etag]);
    expect(tags.size).toBe(3);
    // The plain tag does not stand for the brotli bytes.
    expect((await get('/', { ...BR, 'if-none-match': plain.headers.etag as string })).statusCode).toBe(200);
  });

  it('are compressed at start-up when the build wrote no compressed copy', async () => {
    const res = await get('/about-us', BR);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(page('About page'));
  });

  it('send the not-found page compressed with status 404 and no tag', async () => {
    const res = await get('/no-such-page', BR);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBeUndefined();
    expect(decoded(res)).toBe(page('Not found page'));
  });

  it('rendered at request time have a tag and revalidate with 304', async () => {
    await insertCareer({ title: 'Compressed Role' });
    const res = await get('/careers', BR);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('Compressed Role');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect((await get('/careers', { ...BR, 'if-none-match': etag })).statusCode).toBe(304);
    const plain = await get('/careers');
    expect(plain.headers.etag).not.toBe(etag);
    expect(plain.body).toContain('Compressed Role');
  });
});

describe('API answers', () => {
  let recruiter: Record<string, string>;
  beforeEach(async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
    recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  });

  async function addApplicant(careerId: number, n: number, resume?: { key: string; type: string | null }) {
    const { db } = await getTestDatabase();
    return insertApplication(db, {
      careerId,
      fullName: `Applicant ${n}`,
      email: `applicant.${n}@example.com`,
      state: 'Telangana',
      city: 'Hyderabad',
      ...(resume ? { resumeKey: resume.key, resumeFilename: 'cv.bin', resumeContentType: resume.type } : {}),
    });
  }

  it('from the public cache are compressed once and revalidate with the tag of the coding sent', async () => {
    for (let i = 0; i < 8; i++) await insertCareer({ title: `Cached Role ${i}` });
    const plain = await get('/api/careers/all');
    const res = await get('/api/careers/all', BR);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decoded(res)).toBe(plain.body);
    const etag = res.headers.etag as string;
    expect(etag).not.toBe(plain.headers.etag);
    expect((await get('/api/careers/all', { ...BR, 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('made per request are compressed on the way out (the board’s applications)', async () => {
    const career = await insertCareer();
    for (let i = 0; i < 20; i++) await addApplicant(career.id, i);
    const url = `/api/recruiter/job-management/careers/${career.id}/applications`;
    const plain = await get(url, recruiter);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await get(url, { ...recruiter, ...BR });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  it('never compress a résumé download, whatever its type', async () => {
    const career = await insertCareer();
    const content = Buffer.from(filler(800));
    const key = await ctx.app.storage.resumes.put(content);
    const applicant = await addApplicant(career.id, 1, { key, type: null });
    const res = await get(`/api/recruiter/job-management/applications/${applicant.id}/resume`, {
      ...recruiter,
      ...BR,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(content)).toBe(true);
  });
});
