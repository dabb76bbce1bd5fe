import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';

const ctx = setupBrowser();

describeInBrowser('the built site on the real server', () => {
  it('answers the home page with its content already in the HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<div id="root"[^>]*><[^/]/);
    expect(html).toContain('<h1');
  });

  it('serves the home page with its title and the API health on the embedded database', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => page.title()).toMatch(/Meera Consultancy/);
    const health = await page.evaluate(async () => (await fetch('/api/health')).json());
    expect(health).toEqual({ status: 'ok', db: 'pglite' });
    expect(problems).toEqual([]);
  });

  it('renders deep links and the not-found page for unknown paths', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 375, height: 740 });
    await page.goto(`${baseUrl()}/careers/senior-engineer/3`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    await page.goto(`${baseUrl()}/no-such-page`);
    await expect.poll(() => page.getByText('the page you are looking for does not exist').count()).toBe(1);
    await page.getByRole('link', { name: 'See open careers' }).click();
    await page.waitForURL((url) => url.pathname === '/careers');
    expect(problems).toEqual([]);
  });
});
