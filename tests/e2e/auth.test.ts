import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LIMIT_MS } from '../../machines/inactivity.machine';
import { DEFAULT_DEMO_PASSWORD } from '../../server/config';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';

const ctx = setupBrowser();
const EXPIRED = 'Your session expired due to inactivity. Redirecting to the homepage…';

const pathname = (page: Page) => new URL(page.url()).pathname;
const storedToken = (page: Page) =>
  page.evaluate(() => {
    const root = localStorage.getItem('persist:root');
    return root ? (JSON.parse(JSON.parse(root).auth).token as string) : null;
  });
/** What the server says to a token now (the browser's own fetch, outside the app). */
const serverAnswerTo = (page: Page, token: string) =>
  page.evaluate(
    async (t) =>
      (await fetch('/employee/auth/current-user', { headers: { authorization: `Bearer ${t}` } })).status,
    token,
  );

describeInBrowser('staff sign-in in Chromium', () => {
  it.each([
    ['admin', 'Admin Dashboard'],
    ['recruiter', 'Employee Dashboard'],
  ] as const)(
    '%s signs in, sees “%s” in the menu and logs out; the token is refused afterwards',
    async (username, label) => {
      const { page, problems } = await openPage(ctx.browser);
      await signInAs(page, username);
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
      await page.getByRole('heading', { level: 1, name: label }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('userRole'))).toBe(username.toUpperCase());
      const token = await storedToken(page);
      expect(token).toBeTruthy();

      await page.getByRole('button', { name: `Account menu for ${username}` }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('menuitem', { name: label }).count()).toBe(1);
      await page.getByRole('menuitem', { name: 'Logout' }).click();

      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await storedToken(page)).toBeNull();
      expect(await page.evaluate(() => sessionStorage.getItem('adminUsername'))).toBeNull();
      expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
      expect(problems).toEqual([]);
      // Checked last: the browser logs the refused request.
      expect(await serverAnswerTo(page, token ?? '')).toBe(401);
      await page.close();
    },
  );

  it('refuses a wrong password with the server’s message', async () => {
    const { page } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'The username or password is not correct.' }).count(),
      )
      .toBe(1);
    expect(pathname(page)).toBe('/admin/login');
  });

  it('sends a signed-out visitor to sign in and back to the page they asked for', async () => {
    const { page } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByLabel('Username').fill('recruiter');
    await page.getByLabel(/^Password/).fill(DEFAULT_DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/recruiter/RecruiterJobManagement');
  });

  it('shows the expiry toast when the server ends the session, and goes home 4 s later', async () => {
    const { page } = await openPage(ctx.browser);
    await signInAs(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    // The page notes when the refusal arrives, when the toast appears and when it goes home, on its own clock:
    // the test's polling may see any of them late on a busy machine. It listens before the session is
    // revoked: a call the app makes in the background may be the first to be refused. The 4 s run from the refusal (the SPEC's
    // "on 401 … after 4 seconds"): the toast is drawn a moment after it, later on a busy machine.
    await page.evaluate((text) => {
      const seen = window as unknown as { refusedAt?: number; toastAt?: number; homeAt?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          if (entry.responseStatus !== 401) continue;
          const at = performance.timeOrigin + entry.responseEnd;
          seen.refusedAt = Math.min(seen.refusedAt ?? at, at);
        }
      }).observe({ type: 'resource' });
      new MutationObserver((_, observer) => {
        if (!document.body.textContent?.includes(text)) return;
        seen.toastAt = Date.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          if (location.pathname === '/' && seen.homeAt === undefined) seen.homeAt = Date.now();
        };
      }
    }, EXPIRED);

    // The session is revoked on the server behind the app's back (as by a logout elsewhere).
    const token = (await storedToken(page)) ?? '';
    await page.evaluate(
      (t) => fetch('/employee/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${t}` } }),
      token,
    );

    await page.getByRole('button', { name: 'Account menu for admin' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByText(EXPIRED).waitFor();
    expect(await page.getByText(EXPIRED).count()).toBe(1);
    // An observer hears of a response a moment after the page has it (later on a busy machine), so the test
    // waits for the refusal's entry rather than reading it as the toast appears.
    const noted = await page.waitForFunction(() => {
      const seen = window as unknown as { refusedAt?: number; toastAt?: number };
      return seen.refusedAt !== undefined && { refusedAt: seen.refusedAt, toastAt: seen.toastAt ?? 0 };
    });
    const { refusedAt, toastAt } = (await noted.jsonValue()) as { refusedAt: number; toastAt: number };
    await page.waitForURL(`${baseUrl()}/`);
    // Home in the app (its history) or by loading the page (the new document's start).
    const homeAt = await page.evaluate(
      () => (window as unknown as { homeAt?: number }).homeAt ?? Math.round(performance.timeOrigin),
    );
    expect(refusedAt).toBeGreaterThan(0);
    // The toast at once, and home 4 s after the refusal, never sooner: a timer fires no earlier than asked
    // (10 ms for the page's two clocks, Date.now() and performance's, which may differ by a rounding).
    expect(toastAt - refusedAt).toBeLessThan(1500);
    expect(homeAt - refusedAt).toBeGreaterThanOrEqual(3990);
    expect(homeAt - refusedAt).toBeLessThan(6000);
    expect(await storedToken(page)).toBeNull();
  });

  it('logs out at the first check after 5 minutes without activity (on page.clock): logout call, storage cleared, home page', async () => {
    const { page } = await openPage(ctx.browser);
    await page.clock.install();
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel('Username').fill('recruiter');
    await page.getByLabel(/^Password/).fill(DEFAULT_DEMO_PASSWORD);
    // The clock stands still from the person's last activity, the click on Sign in, on.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const signedIn = page.waitForResponse((response) => response.url().endsWith('/auth/authenticate'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const { token } = (await (await signedIn).json()) as { token: string };
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    const logouts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/employee/auth/logout') logouts.push(request.method());
    });

    // 5 minutes without activity: ten checks have found the person active enough.
    await page.clock.runFor(INACTIVITY_LIMIT_MS);
    expect(await storedToken(page)).toBe(token);
    expect(logouts).toEqual([]);
    // The next check, at most 30 s later, logs out.
    await page.clock.runFor(INACTIVITY_CHECK_INTERVAL_MS);
    await page.clock.resume();
    await page.waitForURL(`${baseUrl()}/`);
    expect(logouts).toEqual(['POST']);
    expect(await storedToken(page)).toBeNull();
    expect(await serverAnswerTo(page, token)).toBe(401);
  });

  it('makes the employee complete their profile first, without header and footer', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await signInAs(page, 'employee');
    await page.waitForURL(`${baseUrl()}/admin/profile?required=true`);
    await page.getByText('Please complete your profile').waitFor();
    expect(await page.locator('header[data-site-header]').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    // Every other staff page brings them back here.
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.waitForURL((url) => url.pathname === '/admin/profile');

    await page.getByLabel('Phone').fill('+91 98480 22338');
    await page.getByLabel('Designation').fill('Digital Marketing Executive');
    await page.getByRole('combobox', { name: /^Office/ }).click();
    await page.getByRole('option', { name: 'India (Hyderabad)' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Employee Dashboard' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('profileComplete'))).toBe('true');
    expect(await page.locator('header[data-site-header]').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
