// axe-core on every public page and the main staff pages: no serious or critical violation. The pages are
// visited in a few tabs at once (one browser context): most of a visit is waiting for the network to go quiet.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../setup/axe';
import { baseUrl, describeInBrowser, openPage, setupBrowser, signInAs } from '../setup/browser';
import { inLanes } from '../setup/in-lanes';

const ctx = setupBrowser();

const STATIC_PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/hr-service',
  '/digital-marketing',
  '/website-design',
  '/overseas-education',
  '/careers',
  '/blogs',
  '/contact-us',
  '/internship',
  '/404',
  '/admin/login',
];

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

async function firstId(apiPath: string): Promise<number> {
  const items = (await (await fetch(`${baseUrl()}${apiPath}`)).json()) as Array<{ id: number }>;
  const first = items[0];
  if (!first) throw new Error(`the demo data has nothing at ${apiPath}`);
  return first.id;
}

/**
 * Opens the page once its data is in and runs axe. Every page here is opened with reduced motion, so
 * nothing is mid-animation (sections stay as drawn, no video): nothing else to wait for.
 */
async function violationsAt(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  return { path, violations: await seriousAxeViolations(page) };
}

const TABS = 3;

/** Every path checked in TABS tabs of the first page's context; the violations found, by path. */
async function violationsOnAll(first: Page, paths: string[]) {
  const context: BrowserContext = first.context();
  const tabs = [first];
  while (tabs.length < TABS) tabs.push(await context.newPage());
  for (const tab of tabs) await tab.emulateMedia({ reducedMotion: 'reduce' });
  const found = await inLanes(paths, tabs, (path, tab) => violationsAt(tab, path));
  return found.filter((result) => result.violations.length > 0);
}

describeInBrowser('accessibility (axe-core)', () => {
  describe.each([
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ])('at $width px', (viewport) => {
    it('finds no serious or critical violation on any public page', async () => {
      const { page } = await openPage(ctx.browser, viewport);
      const paths = [
        ...STATIC_PUBLIC_PAGES,
        `/careers/job/${await firstId('/api/careers/all')}`,
        `/blogs/${await firstId('/api/blogs')}`,
      ];
      expect(await violationsOnAll(page, paths)).toEqual([]);
    });
  });

  it('finds no serious or critical violation on the staff pages', async () => {
    const { page } = await openPage(ctx.browser);
    // Signed in once: the other tabs share the context's storage, as a person's tabs do.
    await signInAs(page, 'admin');
    const careerId = await firstId('/api/careers/all');
    const paths = [...STAFF_PAGES, `/admin/JobManagement/${careerId}`, `/admin/careers/${careerId}/view`];
    expect(await violationsOnAll(page, paths)).toEqual([]);
  });
});
