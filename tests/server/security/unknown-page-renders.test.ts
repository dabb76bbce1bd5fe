// Server rendering costs far more than sending a kept page, so an address must not buy a render by naming
// nothing: an unknown post or job is the prerendered not-found page, a not-found render is never kept, and
// no client can fill the cache of rendered pages or keep the renderer busy alone (docs/decisions/0042). The
// build here has a stand-in rendering bundle that keeps the contract of src/entry-server.tsx and counts its
// renders; the real bundle is exercised end to end in tests/e2e/server-rendered.test.ts.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ISLANDS_MANIFEST } from '../../../contracts/page-render';
import { careerPath } from '../../../contracts/public-paths';
import { RENDER_CACHE_SIZE } from '../../../server/ssr/page-renderer';
import { insertPublishedPost } from '../../support/server/blog-fixtures';
import { insertCareer } from '../../support/server/careers-fixtures';
import { setupTestApp } from '../../support/server/test-app';

const SHELL = '<!doctype html><title>Shell</title><div id="root"></div>';
const RENDERS = '__unknownPageRenders';
/** The addresses the stand-in bundle rendered, in order (it keeps them on globalThis). */
function renders(): string[] {
  const global = globalThis as Record<string, unknown>;
  global[RENDERS] ??= [];
  return global[RENDERS] as string[];
}

// Draws a page from the app's own API: a post or a job found there (a closed job answers 410) is a page.
const SSR_BUNDLE = `
export async function render(url, { template, fetch }) {
  (globalThis.${RENDERS} ??= []).push(url);
  const pathname = url.split('?')[0];
  const post = /^\\/blogs\\/([^/]+)$/i.exec(pathname);
  const job = /^\\/careers\\/[^/]+\\/([^/]+)$/i.exec(pathname);
  const answer = await fetch(post ? '/api/blogs/' + post[1] : job ? '/api/careers/' + job[1] : '/api/careers/all');
  const found = [200, 410].includes(answer.status) && !url.includes('render-404');
  return {
    type: 'page',
    status: found ? 200 : 404,
    html: template.replace('<div id="root"></div>', '<div id="root">Rendered ' + url + '</div>'),
  };
}`;

const NOT_FOUND_PAGE =
  '<!doctype html><div id="root">Not found page</div>' +
  '<script type="application/json" id="server-answers">{"href":"/this-page-does-not-exist","status":404,"loaderData":{}}</script>';

async function renderedSite() {
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'meera-unknown-pages-'));
  await writeFile(path.join(staticDir, 'index.html'), SHELL);
  await mkdir(path.join(staticDir, '.ssr'));
  await writeFile(path.join(staticDir, '.ssr', 'entry-server.js'), SSR_BUNDLE);
  await mkdir(path.join(staticDir, '.vite'));
  await writeFile(path.join(staticDir, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(staticDir, ISLANDS_MANIFEST), '{}');
  await mkdir(path.join(staticDir, '.prerendered'));
  await writeFile(path.join(staticDir, '.prerendered', 'not-found.html'), NOT_FOUND_PAGE);
  return staticDir;
}

const ctx = setupTestApp({ staticDir: await renderedSite() });
const get = (url: string, client = '198.51.100.1') =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: client });
const SIX_CLIENTS = Array.from({ length: 6 }, (_, i) => `203.0.113.${i + 1}`);

/** Addresses of posts and jobs that do not exist, in the forms an attacker varies. */
function unknownAddresses(count: number, jobId: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const random = randomUUID().slice(0, 8);
    return [
      `/blogs/${random}`,
      `/careers/${random}/${900_000 + i}`,
      `/careers/${random}/${random}`,
      `/careers/${random}/${jobId}0${i}`,
      `/blogs/${900_000 + i}`,
    ][i % 5] as string;
  });
}

beforeEach(() => {
  renders().length = 0;
});

describe('an address that names no post or job', () => {
  it('is answered by the prerendered not-found page with status 404, without a render', async () => {
    const job = await insertCareer({ title: 'Payroll Executive' });
    await insertPublishedPost('known-post');
    for (const url of unknownAddresses(50, job.id)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('Not found page');
      // The page hands over its 404 for the address asked for, so the browser asks the API nothing.
      expect(res.body, url).toContain(`"href":${JSON.stringify(url)}`);
    }
    expect(renders()).toEqual([]);
  });

  it('pushes no rendered page out, whoever asks and however often', async () => {
    const job = await insertCareer({ title: 'Payroll Executive' });
    const post = await insertPublishedPost('kept-post');
    const pages = ['/careers', careerPath(job), `/blogs/${post.id}`, `/blogs/${post.slug}`];
    for (const url of pages) expect((await get(url)).statusCode, url).toBe(200);
    expect(renders()).toEqual(pages);
    const flood = unknownAddresses(RENDER_CACHE_SIZE + 20, job.id);
    await Promise.all(flood.map((url, i) => get(url, SIX_CLIENTS[i % SIX_CLIENTS.length])));
    for (const url of pages) expect((await get(url)).body, url).toContain(`Rendered ${url}`);
    expect(renders()).toEqual(pages);
  });

  it('becomes a page the moment a post is published or a job is opened', async () => {
    expect((await get('/blogs/fresh-post')).statusCode).toBe(404);
    expect((await get('/careers/payroll-executive/1')).statusCode).toBe(404);
    const post = await insertPublishedPost('fresh-post');
    const job = await insertCareer({ title: 'Payroll Executive' });
    for (const url of ['/blogs/fresh-post', `/blogs/${post.id}`, careerPath(job)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`Rendered ${url}`);
    }
  });

  it('becomes a page when a scheduled post’s time comes, with no write to tell', async () => {
    const post = await insertPublishedPost('scheduled-post', new Date(Date.now() + 1_500));
    expect((await get(`/blogs/${post.slug}`)).statusCode).toBe(404);
    expect(renders()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await get(`/blogs/${post.slug}`)).statusCode).toBe(200);
  });
});

describe('renders', () => {
  it('never keeps a page drawn as not found', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/careers?q=render-404')).statusCode).toBe(404);
    expect(renders()).toEqual(['/careers?q=render-404', '/careers?q=render-404']);
  });

  it('are bounded per client: past its share a client gets the client-only page, and others are still drawn', async () => {
    const asked = Array.from({ length: 60 }, (_, i) => `/careers?q=burst-${i}`);
    const answers = await Promise.all(asked.map((url) => get(url, '192.0.2.50')));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const shells = answers.filter((res) => res.body === SHELL).length;
    expect(renders().length).toBeGreaterThan(0);
    expect(renders().length).toBeLessThan(asked.length);
    expect(shells).toBe(asked.length - renders().length);
    // A page already drawn is sent to that client still, and another client's first page is drawn.
    const drawn = renders()[0] ?? '';
    expect((await get(drawn, '192.0.2.50')).body).toContain(`Rendered ${drawn}`);
    expect((await get('/careers?q=another-client', '192.0.2.51')).body).toContain('Rendered');
  });
});
