// Static sections (decision 0014) and islands (decision 0017): a page drawn by the server as islands keeps
// every node the server drew outside its islands (no renderer owns them), its islands are hydrated, and its
// links hand the page to the SPA without loading another document.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import type { CareerSummary } from '../../contracts/careers';
import { careerPath } from '../../contracts/public-paths';
import { baseUrl, describeInBrowser, openPage, pageSettled, setupBrowser } from '../support/browser/browser';

const ctx = setupBrowser();

/**
 * Whether a renderer owns the element: React's fiber (the SPA draws with React), or the listeners Preact's
 * React layer hangs on an element it hydrated (the islands, decision 0061; `__e` in Preact's build).
 */
function countOwned(nodes: Element[]) {
  return nodes.filter((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactFiber') || key === '__e'),
  ).length;
}
const isRenderers = async (element: Locator) => (await element.evaluateAll(countOwned)) > 0;

describeInBrowser('static sections', () => {
  it('hydrates only the islands of /: the rest is the server’s HTML, owned by no renderer', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/`);
    await pageSettled(page);
    // Islands go live once the browser is idle and their code has loaded, which a busy machine may put off
    // past the settled page.
    await expect
      .poll(() =>
        page
          .locator('[data-island]')
          .evaluateAll((islands) =>
            islands.map(
              (island) => `${island.getAttribute('data-island')}: ${island.hasAttribute('data-island-live')}`,
            ),
          ),
      )
      .toEqual(['header-menu: true', 'hero-media: true', 'services-accordion: true']);
    expect(await isRenderers(page.getByRole('button', { name: 'HR Services' }))).toBe(true);
    expect(await isRenderers(page.locator('[data-island="header-menu"] button'))).toBe(true);
    // Inside the services island, only the accordion is live: its heading, introduction and image stay the
    // server's (decision 0063).
    const services = page.locator('[data-island="services-accordion"]');
    expect(await isRenderers(services.getByRole('heading', { name: 'Our Services' }))).toBe(false);
    expect(await isRenderers(services.getByText('Four practices, one team.'))).toBe(false);
    expect(await isRenderers(services.locator('img'))).toBe(false);
    // The header, the hero's text, the static sections and the footer: the server's nodes, never React's.
    expect(await isRenderers(page.getByRole('banner'))).toBe(false);
    expect(await isRenderers(page.getByRole('heading', { level: 1 }))).toBe(false);
    expect(await isRenderers(page.getByRole('heading', { name: 'People-first. Outcome-driven.' }))).toBe(
      false,
    );
    expect(await isRenderers(page.getByRole('link', { name: 'Explore careers' }))).toBe(false);
    expect(await isRenderers(page.getByRole('contentinfo'))).toBe(false);
    const fibersOutsideIslands = await page
      .locator('#root *:not([data-island], [data-island] *)')
      .evaluateAll(countOwned);
    expect(fibersOutsideIslands).toBe(0);
    expect(problems).toEqual([]);
  });

  it('follows an internal link of a static section in the browser, without loading the page again', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/`);
    await pageSettled(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Explore careers' }).click();
    await page.waitForURL(`${baseUrl()}/careers`);
    // The careers page itself, not the URL only: the router changes the address before it draws the page.
    await page.getByPlaceholder('Search by keyword').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // Back home in the browser: the sections are React's now, drawn by the browser.
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    const heading = page.getByRole('heading', { name: 'People-first. Outcome-driven.' });
    await expect.poll(() => isRenderers(heading)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('leaves a service page’s content sections as the server drew them', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/hr-service`);
    await pageSettled(page);
    const sections = page.locator('[data-static-section] section');
    expect(await sections.count()).toBeGreaterThan(1);
    expect(await isRenderers(sections.first())).toBe(false);
    await expect.poll(() => isRenderers(page.locator('[data-island="header-menu"] button'))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('keeps the careers list as the server drew it while the finder is live, and draws it once a search changes it', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 412, height: 823 });
    await page.goto(`${baseUrl()}/careers`);
    await pageSettled(page);
    const island = page.locator('[data-island="careers-finder"]');
    await expect.poll(() => island.getAttribute('data-island-live')).toBe('');
    const search = page.getByRole('searchbox', { name: 'Search by keyword' });
    expect(await isRenderers(search)).toBe(true);
    // The cards are the server's nodes, in a section the renderer leaves alone (a card has no listener to
    // tell Preact's nodes by, so the nodes are marked and looked for after the search).
    const jobs = island.locator('[data-static-section] ul li');
    const listed = await jobs.count();
    expect(listed).toBeGreaterThan(1);
    await jobs.evaluateAll((items) => {
      for (const item of items) item.setAttribute('data-server-node', '');
    });
    const title = (await jobs.first().getByRole('link').textContent())?.replace(' (opens in a new tab)', '');
    if (!title) throw new Error('the first job has no title');
    await search.fill(title);
    await expect.poll(() => jobs.count()).toBeLessThan(listed);
    expect(await jobs.first().getByRole('link').textContent()).toContain(title);
    expect(await island.locator('[data-server-node]').count()).toBe(0);
    await search.fill('');
    await expect.poll(() => jobs.count()).toBe(listed);
    expect(problems).toEqual([]);
  });

  it('makes the heavy forms live only when wanted: the contact form at a first tap, which focuses the field', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 412, height: 823 }, { hasTouch: true });
    await page.goto(`${baseUrl()}/contact-us`);
    await pageSettled(page);
    const island = page.locator('[data-island="contact-form"]');
    const name = page.getByRole('textbox', { name: 'Full name' });
    // Read only: the form is as the server drew it, its code never fetched, its fields ready to type in.
    expect(await island.getAttribute('data-island-live')).toBeNull();
    expect(await name.isDisabled()).toBe(false);
    const box = await name.boundingBox();
    if (!box) throw new Error('the name field has no box');
    await page.touchscreen.tap(box.x + 20, box.y + box.height / 2);
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('Priya');
    await expect.poll(() => island.getAttribute('data-island-live')).toBe('');
    expect(await name.inputValue()).toBe('Priya');
    expect(problems).toEqual([]);
  });

  it('makes a job’s apply form live as it comes near the viewport, not before', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 412, height: 823 });
    const careers = (await (await fetch(`${baseUrl()}/api/careers/all`)).json()) as CareerSummary[];
    const career = careers[0];
    if (!career) throw new Error('the demo data has no open career');
    await page.goto(`${baseUrl()}${careerPath(career)}`);
    await pageSettled(page);
    const island = page.locator('[data-island="job-application"]');
    expect(await island.getAttribute('data-island-live')).toBeNull();
    await page.getByRole('heading', { name: 'Apply for this job' }).scrollIntoViewIfNeeded();
    await expect.poll(() => island.getAttribute('data-island-live')).toBe('');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Priya Sharma');
    expect(problems).toEqual([]);
  });
});
