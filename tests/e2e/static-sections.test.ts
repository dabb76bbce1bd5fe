// Static sections (decision 0014): drawn by the server, never hydrated, their links still followed by the
// router; the live parts of the same page are React's.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, openPage, pageSettled, setupBrowser } from '../setup/browser';

const ctx = setupBrowser();

/** Whether React made a fiber for the element: it hydrated it (or drew it). */
const isReacts = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

describeInBrowser('static sections', () => {
  it('leaves the static sections of / as the server drew them while the accordion is live', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/`);
    await pageSettled(page);
    const accordionItem = page.getByRole('button', { name: 'HR Services' });
    await expect.poll(() => isReacts(accordionItem)).toBe(true);
    expect(await isReacts(page.getByRole('heading', { name: 'People-first. Outcome-driven.' }))).toBe(false);
    expect(await isReacts(page.getByRole('link', { name: 'Explore careers' }))).toBe(false);
    expect(await page.locator('[data-static-section]').count()).toBeGreaterThan(0);
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
    await expect.poll(() => isReacts(heading)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('leaves a service page’s content sections as the server drew them', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/hr-service`);
    await pageSettled(page);
    const sections = page.locator('[data-static-section] section');
    expect(await sections.count()).toBeGreaterThan(1);
    expect(await isReacts(sections.first())).toBe(false);
    expect(await isReacts(page.getByRole('banner'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
