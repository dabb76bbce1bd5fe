// Every page in Chromium, in a few tabs at once (most of a visit is waiting for the network to go quiet).
// Each public page, once per width and motion preference: it answers with its status, the browser takes the
// server's HTML over without a mismatch or a console error, its head is the page's own and written once,
// header and footer show, nothing scrolls sideways; and, for visitors who ask for reduced motion (nothing
// mid-animation, no video), axe-core finds no serious or critical violation. The sign-in page and the staff
// pages: no serious or critical axe violation either.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MARKDOWN_PREVIEW_PATH } from '../../contracts/api-paths';
import { type AxeViolation, seriousAxeViolations } from '../support/browser/axe';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';
import { watchHydration } from '../support/browser/hydration-messages';
import { inLanes } from '../support/browser/in-lanes';
import { CONTENT_PAGES, databasePages, type PublicPage, SITE } from '../support/browser/public-pages';
import { signInAs } from '../support/browser/sign-in';

const ctx = setupBrowser();

/** Tabs at once, in one browser context (sharing its storage, as a person's tabs do). */
const TABS = 3;

/** The head as the browser has it once the page is up: the tags docs/requirements.md#page-head asks for, and
 * how many of each. */
const readHead = (page: Page) =>
  page.evaluate(() => {
    const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
    const count = (selector: string) => document.querySelectorAll(selector).length;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      written: {
        titles: count('title'),
        descriptions: count('meta[name="description"]'),
        canonicals: count('link[rel="canonical"]'),
      },
    };
  });

interface Visit {
  path: string;
  status: number | undefined;
  head: Awaited<ReturnType<typeof readHead>>;
  headerAndFooter: boolean;
  scrollsSideways: boolean;
  violations: AxeViolation[];
}

/** What a visit to `page` must find. */
const expectedVisit = ({ path, status, meta }: PublicPage): Visit => ({
  path,
  status,
  head: {
    title: meta.title,
    description: meta.description,
    robots: 'index, follow',
    ogTitle: meta.title,
    ogDescription: meta.description,
    twitterCard: 'summary_large_image',
    canonical: `${SITE}${meta.canonical}`,
    written: { titles: 1, descriptions: 1, canonicals: 1 },
  },
  headerAndFooter: true,
  scrollsSideways: false,
  violations: [],
});

async function visit(tab: Page, { path, h1 }: PublicPage, { axe }: { axe: boolean }): Promise<Visit> {
  const response = await tab.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await tab.getByRole('heading', { level: 1, name: h1 }).waitFor();
  return {
    path,
    status: response?.status(),
    head: await readHead(tab),
    headerAndFooter:
      (await tab.getByRole('banner').isVisible()) && (await tab.getByRole('contentinfo').isVisible()),
    scrollsSideways: await tab.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    violations: axe ? await seriousAxeViolations(tab) : [],
  };
}

describeInBrowser('every public page in Chromium', () => {
  for (const { width, height, reducedMotion } of [
    { width: 375, height: 740, reducedMotion: false },
    { width: 1280, height: 800, reducedMotion: false },
    { width: 375, height: 740, reducedMotion: true },
    { width: 1280, height: 800, reducedMotion: true },
  ]) {
    const as = reducedMotion ? 'with reduced motion, with no serious axe violation' : 'in motion';
    it(`at ${width} px ${as}: its status and head, no mismatch or console error, no sideways scrolling`, async () => {
      const { page, problems, newTab } = await openPage(
        ctx.browser,
        { width, height },
        reducedMotion ? { reducedMotion: 'reduce' } : {},
      );
      const tabs = [page];
      while (tabs.length < TABS) tabs.push(await newTab());
      const mismatches = tabs.map((tab) => watchHydration(tab));
      const pages = [...CONTENT_PAGES, ...(await databasePages()).pages];
      const visits = await inLanes(pages, tabs, (each, tab) => visit(tab, each, { axe: reducedMotion }));
      expect(visits).toEqual(pages.map(expectedVisit));
      expect(mismatches.flat()).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

const STAFF_PAGES = [
  '/admin/dashboard',
  '/admin/profile',
  '/admin/careers',
  '/admin/careers/add',
  '/admin/blogs',
  '/admin/blogs/add',
  '/admin/employees',
  '/admin/employees/add',
  '/admin/ClientManagement',
  '/admin/clients/add',
  '/admin/messages',
  '/admin/JobManagement',
  '/admin/reports',
  '/admin/audit-log',
  '/admin/mail',
  '/admin/mail-templates',
  '/admin/rejection-reasons',
];

/**
 * Opens the page once its data is in and runs axe. Every page here is opened with reduced motion, so
 * nothing is mid-animation (sections stay as drawn, no video): nothing else to wait for.
 */
async function violationsAt(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  return { path, violations: await seriousAxeViolations(page) };
}

describeInBrowser('the sign-in and staff pages in Chromium (axe-core)', () => {
  it('finds no serious or critical violation on the sign-in page, on a phone and on a desktop', async () => {
    const { page } = await openPage(ctx.browser, { width: 375, height: 740 }, { reducedMotion: 'reduce' });
    expect(await violationsAt(page, '/admin/login')).toEqual({ path: '/admin/login', violations: [] });
    // The same page drawn again at the other width: its layout follows the window.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('finds no serious or critical violation on the staff pages', async () => {
    const { page, newTab } = await openPage(ctx.browser, undefined, { reducedMotion: 'reduce' });
    // Signed in once: the other tabs share the context's storage, as a person's tabs do.
    await signInAs(page, 'admin');
    const tabs = [page];
    while (tabs.length < TABS) tabs.push(await newTab());
    const careerId = (await databasePages()).job.id;
    const paths = [...STAFF_PAGES, `/admin/JobManagement/${careerId}`, `/admin/careers/${careerId}/view`];
    const found = await inLanes(paths, tabs, (path, tab) => violationsAt(tab, path));
    expect(found.filter(({ violations }) => violations.length > 0)).toEqual([]);
  });
  it('finds none in an editor whose preview the server refused (its reason in red on white)', async () => {
    const { page } = await openPage(ctx.browser, undefined, { reducedMotion: 'reduce' });
    await signInAs(page, 'admin');
    // Under load the preview's time budget may refuse a text (400): the page shows the reason instead.
    await page.route(`**${MARKDOWN_PREVIEW_PATH}`, (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'invalid_input', message: 'This text is too complex to render.' } },
      }),
    );
    await page.goto(`${baseUrl()}/admin/mail-templates`);
    await page
      .getByText(/The preview could not be made/)
      .first()
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
