// Every public address answers with HTML that already holds its head and its text (for crawlers and
// for people before the JavaScript runs), and the browser takes that HTML over without a mismatch.
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BlogSummary } from '../../contracts/blogs';
import type { CareerListItem } from '../../contracts/careers';
import { ISLANDS_BOOT_SCRIPT } from '../../contracts/islands-boot';
import { careerPath } from '../../contracts/public-paths';
import { SITE_CHROME_SCRIPT } from '../../contracts/site-chrome';
import type { PageMeta } from '../../src/content/head-meta';
import { pageMeta } from '../../src/content/page-meta';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../setup/browser';
import { unstyledClasses } from '../setup/stylesheet-classes';

const ctx = setupBrowser();
const SITE = 'https://www.meeraconsultancy.com';

interface Expected {
  path: string;
  status: number;
  meta: PageMeta;
  /** Text the page's main content must hold without JavaScript. */
  text: string[];
}

const staticPages: Expected[] = [
  { path: '/', status: 200, meta: pageMeta.home, text: ['Consult. Create. Conquer.'] },
  { path: '/about-us', status: 200, meta: pageMeta.aboutus, text: ['Consulting with care since 2013'] },
  {
    path: '/website-design',
    status: 200,
    meta: pageMeta.websitedesign,
    text: ['Websites that work as hard as you do'],
  },
  { path: '/hr-service', status: 200, meta: pageMeta.hrservice, text: ['The right people, paid correctly'] },
  {
    path: '/digital-marketing',
    status: 200,
    meta: pageMeta.digitalmarketing,
    text: ['Marketing that brings'],
  },
  {
    path: '/overseas-education',
    status: 200,
    meta: pageMeta.education,
    text: ['Your path to studying abroad'],
  },
  { path: '/contact-us', status: 200, meta: pageMeta.contact, text: ['Let’s talk'] },
  { path: '/internship', status: 200, meta: pageMeta.internship, text: ['Learn by doing'] },
  { path: '/404', status: 404, meta: pageMeta.notfound, text: ['Page not found'] },
  { path: '/no/such/page', status: 404, meta: pageMeta.notfound, text: ['Page not found'] },
];

async function databasePages(): Promise<{ pages: Expected[]; job: CareerListItem }> {
  const careers: CareerListItem[] = await (await fetch(`${baseUrl()}/api/careers/all`)).json();
  const posts: BlogSummary[] = await (await fetch(`${baseUrl()}/api/blogs`)).json();
  const [job] = careers;
  const [post] = posts;
  if (!job || !post) throw new Error('the demo data has no open job or no published post');
  return {
    job,
    pages: [
      { path: '/careers', status: 200, meta: pageMeta.careers, text: careers.map((career) => career.title) },
      {
        path: careerPath(job),
        status: 200,
        meta: {
          title: `${job.title} (${job.jobId}) | Careers at Meera Consultancy`,
          description: `${job.title} at Meera Consultancy:`,
          canonical: careerPath(job),
        },
        text: [job.title, job.jobId],
      },
      { path: '/blogs', status: 200, meta: pageMeta.blogs, text: posts.map((each) => each.title) },
      {
        path: `/blogs/${post.id}`,
        status: 200,
        meta: {
          title: `${post.title} | Meera Consultancy Blog`,
          description: post.excerpt,
          canonical: `/blogs/${post.id}`,
        },
        text: [post.title],
      },
    ],
  };
}

/** The page as a crawler without JavaScript reads it: parsed, never run (titles may carry hostile text). */
const parse = (html: string) => new JSDOM(html).window.document;

function headOf(document: Document) {
  const meta = (key: string) =>
    document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    titles: document.querySelectorAll('title').length,
    description: meta('description'),
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogUrl: meta('og:url'),
    ogImage: meta('og:image'),
    twitterCard: meta('twitter:card'),
    twitterTitle: meta('twitter:title'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  };
}

/** The visible text of the <main> element. */
const mainText = (document: Document) =>
  (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');

describeInBrowser('server-rendered public pages', () => {
  it('answers every public address with its own head and text before any JavaScript runs', async () => {
    const { pages, job } = await databasePages();
    const canonicals: string[] = [];
    for (const { path, status, meta, text } of [...staticPages, ...pages]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const html = await res.text();
      const document = parse(html);
      const head = headOf(document);
      expect(head.title, path).toBe(meta.title);
      expect(head.titles, path).toBe(1);
      expect(head.description, path).toContain(meta.description);
      expect(head.robots, path).toBe('index, follow');
      expect(head.ogTitle, path).toBe(meta.title);
      expect(head.ogDescription, path).toBe(head.description);
      expect(head.ogImage, path).toMatch(/^https:\/\//);
      expect(head.twitterCard, path).toBe('summary_large_image');
      expect(head.twitterTitle, path).toBe(meta.title);
      expect(head.canonical, path).toBe(`${SITE}${meta.canonical}`);
      expect(head.ogUrl, path).toBe(`${SITE}${meta.canonical}`);
      if (status === 200 && head.canonical) canonicals.push(head.canonical);
      for (const words of text) expect(mainText(document), path).toContain(words);
      // Inline, only the header and footer hiding rule and, on a page drawn as islands (every public page but
      // the not-found page), the islands boot script, each allowed by its hash; every other script is this
      // origin's file. Data blocks (JSON-LD, the server's answers the page was drawn from) are never run.
      const inline = [...document.querySelectorAll('script:not([src])')].filter(
        (script) => !['application/ld+json', 'application/json'].includes(script.getAttribute('type') ?? ''),
      );
      const scripts = status === 200 ? [SITE_CHROME_SCRIPT, ISLANDS_BOOT_SCRIPT] : [SITE_CHROME_SCRIPT];
      expect(
        inline.map((script) => script.textContent),
        path,
      ).toEqual(scripts);
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const script of scripts)
        expect(csp, path).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    // Crawlers are told the same addresses the pages call canonical, whatever this server's own address.
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(expect.arrayContaining(canonicals));
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const jobHtml = await (await fetch(`${baseUrl()}${careerPath(job)}`)).text();
    const jsonLd = parse(jobHtml).querySelector('script[type="application/ld+json"]')?.textContent;
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      identifier: { value: job.jobId },
      url: `${SITE}${careerPath(job)}`,
    });
  });

  it('carries or links every stylesheet a page is drawn with, so it is styled before any JavaScript runs', async () => {
    const { pages } = await databasePages();
    const stylesheets = new Map<string, Promise<string>>();
    const stylesheet = (href: string) => {
      if (!stylesheets.has(href))
        stylesheets.set(
          href,
          fetch(new URL(href, baseUrl())).then((res) => res.text()),
        );
      return stylesheets.get(href) as Promise<string>;
    };
    for (const { path } of [...staticPages, ...pages]) {
      const document = parse(await (await fetch(`${baseUrl()}${path}`)).text());
      const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
      // A page drawn as islands carries its styles inline (decision 0017).
      const inline = [...document.querySelectorAll('head style')].map((style) => style.textContent ?? '');
      const css = [
        ...(await Promise.all(links.map((link) => stylesheet(link.getAttribute('href') ?? '')))),
        ...inline,
      ].join('\n');
      const classes = [...document.querySelectorAll('#root [class]')].flatMap((element) => [
        ...element.classList,
      ]);
      expect(unstyledClasses(classes, css), path).toEqual([]);
    }
  });

  it('sends a job address with an outdated slug to the right one', async () => {
    const { job } = await databasePages();
    const res = await fetch(`${baseUrl()}/careers/old-title/${job.id}`, { redirect: 'manual' });
    expect([301, 302, 307, 308]).toContain(res.status);
    expect(new URL(res.headers.get('location') ?? '', baseUrl()).pathname).toBe(careerPath(job));
  });

  /** Console errors and warnings that speak of hydration (React's own and main.tsx's). */
  function watchHydration(page: Page): string[] {
    const found: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/hydrat|did not match|react\.dev\/errors\/(418|423|425)/i.test(text)) found.push(text);
    });
    return found;
  }

  // One width: what differs by width (media queries) is read after hydration, and public-site.test.ts
  // renders every page at phone width too, failing on any console error (a mismatch logs one).
  const viewport = { width: 1280, height: 800 };
  it(`hydrates every public page at ${viewport.width} px without a mismatch and stays interactive`, async () => {
    const { pages } = await databasePages();
    const { page, problems } = await openPage(ctx.browser, viewport);
    const mismatches = watchHydration(page);
    for (const { path, meta } of [...staticPages, ...pages]) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      // The head was not written twice when the browser took it over.
      const counts = await page.evaluate(() => ({
        titles: document.querySelectorAll('title').length,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        canonicals: document.querySelectorAll('link[rel="canonical"]').length,
      }));
      expect(counts, path).toEqual({ titles: 1, descriptions: 1, canonicals: 1 });
      expect(await page.title(), path).toBe(meta.title);
    }
    expect(mismatches).toEqual([]);
    expect(problems).toEqual([]);

    // Interactive: a link in the page navigates in place (no new document), as the hydrated router does.
    await page.goto(`${baseUrl()}/404`, { waitUntil: 'networkidle' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'See open careers' }).click();
    await page.waitForURL((url) => url.pathname === '/careers');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.close();
  });

  it('takes a not-found job or post over without asking the API again: the document’s 404 is the only one', async () => {
    const { page, problems } = await openPage(ctx.browser);
    const mismatches = watchHydration(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    for (const path of ['/blogs/999999', '/careers/no-such-job/999999']) {
      const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      // Taken over: a link navigates in place.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('link', { name: 'See open careers' }).click();
      await page.waitForURL((url) => url.pathname === '/careers');
      expect(await page.evaluate(() => 'sameDocument' in window), path).toBe(true);
    }
    // The careers list the last link opened is the only API call; each page logged its own 404 once.
    expect(apiCalls.filter((call) => call !== '/api/careers/all')).toEqual([]);
    expect(failures.filter((text) => text.includes('404'))).toHaveLength(2);
    expect(mismatches).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the careers list the server drew when the API fails in the browser, without a mismatch', async () => {
    const { pages } = await databasePages();
    const careersPage = pages.find(({ path }) => path === '/careers');
    const { page, problems } = await openPage(ctx.browser);
    const mismatches = watchHydration(page);
    const apiCalls: string[] = [];
    await page.route('**/api/**', (route) => {
      apiCalls.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down' } } });
    });
    await page.goto(`${baseUrl()}/careers`, { waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('checkbox', { name: 'All Departments' }).waitFor();
    // Hydrated: the department filter is enabled once React has taken the page over.
    await expect.poll(() => page.getByRole('checkbox', { name: 'All Departments' }).isEnabled()).toBe(true);
    expect(await page.getByRole('heading', { name: `${careersPage?.text.length} Results` }).count()).toBe(1);
    expect(apiCalls).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates for someone signed in and for someone who asks for reduced motion', async () => {
    const { page } = await openPage(ctx.browser, undefined, { reducedMotion: 'reduce' });
    const mismatches = watchHydration(page);
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(/^Password/).fill('MeeraDemo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
    const { pages } = await databasePages();
    for (const { path } of [...staticPages.slice(0, 2), ...pages]) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    }
    expect(mismatches).toEqual([]);
  });
});
