// The e2e harness keeps a test's first page for the file's next test (tests/support/browser/kept-contexts.ts): nothing
// of one test may reach the next. These tests run in order, each reading what the one before left.
import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';

const ctx = setupBrowser();

/** What the first test's listener heard after its test ended. */
const heardLater: string[] = [];

/** Everything a visit can leave in the browser for the site: storage, cookies, the sign-in. */
const leftInBrowser = () => ({
  localStorage: localStorage.length,
  sessionStorage: sessionStorage.length,
  cookie: document.cookie,
});

describeInBrowser('a page kept from one test to the next', () => {
  it('is left signed in, with storage, a cookie, a permission, a blocking route and a listener', async () => {
    const { page, context, problems } = await openPage(ctx.browser);
    await signInAs(page, 'admin');
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await context.addCookies([{ name: 'left', value: 'behind', url: baseUrl() }]);
    await context.grantPermissions(['geolocation'], { origin: baseUrl() });
    await page.route('**/api/health', (route) => route.abort());
    page.on('console', (message) => heardLater.push(message.text()));
    expect(await page.evaluate(leftInBrowser)).toMatchObject({ sessionStorage: 4, cookie: 'left=behind' });
    expect(problems).toEqual([]);
  });

  it('is reused by the next test with none of that: signed out, empty storage, no cookie, permission, route or listener', async () => {
    const { page, context, problems } = await openPage(ctx.browser);
    // Read first on a page of the site that runs none of its code (which would tidy up after itself).
    await page.goto(`${baseUrl()}/robots.txt`);
    expect(await page.evaluate(leftInBrowser)).toEqual({ localStorage: 0, sessionStorage: 0, cookie: '' });
    expect(await context.cookies()).toEqual([]);
    const geolocation = () => navigator.permissions.query({ name: 'geolocation' }).then(({ state }) => state);
    expect(await page.evaluate(geolocation)).not.toBe('granted');
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
    await page.evaluate(() => console.info('said in the second test'));
    expect(heardLater).toEqual([]);
    // The same tab as the last test's (its history goes back through it), which is the point of keeping it.
    expect(await page.evaluate(() => history.length)).toBeGreaterThan(2);
    expect(problems).toEqual([]);
  });

  it('gives a second page of the same test a context of its own', async () => {
    const first = await openPage(ctx.browser);
    const second = await openPage(ctx.browser);
    expect(second.context).not.toBe(first.context);
    await signInAs(first.page, 'admin');
    await second.page.goto(`${baseUrl()}/admin/dashboard`);
    await second.page.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('is left with a fake clock, which no reset takes back', async () => {
    const { page } = await openPage(ctx.browser);
    await page.clock.install({ time: new Date('2001-01-01T00:00:00Z') });
    await page.goto(`${baseUrl()}/robots.txt`);
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(2001);
  });

  it('is not reused after a lasting change: the next test has a new tab with the real time', async () => {
    const { page } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/robots.txt`);
    expect(await page.evaluate(() => new Date().getFullYear())).toBe(new Date().getFullYear());
    // A new tab: its blank start and this one visit.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });
});
