// Every public address answers with HTML that already holds its head and its text (for crawlers and
// for people before the JavaScript runs), and the browser takes that HTML over without a mismatch, in the
// cases a plain visit (tests/e2e/all-pages.test.ts) does not show: a 404, a failing API, a signed-in visit.
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { ISLANDS_BOOT_SCRIPT } from '../../contracts/islands-boot';
import { careerPath } from '../../contracts/public-paths';
import { SITE_CHROME_SCRIPT } from '../../contracts/site-chrome';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';
import { watchHydration } from '../support/browser/hydration-messages';
import { CONTENT_PAGES, databasePages, SITE } from '../support/browser/public-pages';
import { unstyledClasses } from '../support/browser/stylesheet-classes';

const ctx = setupBrowser();

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
    for (const { path, status, meta, h1, text = [] } of [...CONTENT_PAGES, ...pages]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      const html = await res.text();
      const document = parse(html);
      const head = headOf(document);
      expect(head.title, path).toBe(meta.title);
      expect(head.titles, path).toBe(1);
      expect(head.description, path).toBe(meta.description);
      expect(head.robots, path).toBe('index, follow');
      expect(head.ogTitle, path).toBe(meta.title);
      expect(head.ogDescription, path).toBe(head.description);
      expect(head.ogImage, path).toMatch(/^https:\/\//);
      expect(head.twitterCard, path).toBe('summary_large_image');
      expect(head.twitterTitle, path).toBe(meta.title);
      expect(head.canonical, path).toBe(`${SITE}${meta.canonical}`);
      expect(head.ogUrl, path).toBe(`${SITE}${meta.canonical}`);
      if (status === 200 && head.canonical) canonicals.push(head.canonical);
      for (const words of [h1, ...text]) expect(mainText(document), path).toContain(words);
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
    for (const { path } of [...CONTENT_PAGES, ...pages]) {
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

  it('takes a not-found page, job or post over without asking the API again: the document’s 404 is the only one', async () => {
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
    for (const path of ['/404', '/blogs/999999', '/careers/no-such-job/999999']) {
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
    expect(failures.filter((text) => text.includes('404'))).toHaveLength(3);
    expect(mismatches).toEqual([]);
    expect(problems).toEqual([]);
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
    // Hydrated: the careers island is live.
    await page.locator('[data-island="careers-finder"][data-island-live]').waitFor();
    expect(await page.getByRole('heading', { name: `${careersPage?.text?.length} Results` }).count()).toBe(1);
    expect(apiCalls).toEqual([]);
    expect(mismatches).toEqual([]);
    expect(problems).toEqual([]);
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
    for (const { path } of [...CONTENT_PAGES.slice(0, 2), ...pages]) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    }
    expect(mismatches).toEqual([]);
  });
});
