// The inactivity watcher's generated paths in Chromium, on the built site and its real server: the same
// model and view as the happy-dom walk, with the app's own limit (5 minutes, checked every 30 s). The demo
// admin signs in for real; time is page.clock, paused between steps, so a check is runFor(30 s) and the
// five minutes pass in milliseconds; activity is real input (the mouse, the keyboard, a click, the wheel,
// focus); the network is the browser context going offline; a hidden tab is document.visibilityState
// overridden and visibilitychange fired, as the browser does when the person switches tabs. The page's
// time runs ahead of the server's so that the real token is due for renewal at every check: the
// keep-alive's call fails at the network (a fault injected: the failure the app ignores).
//
// Not walked here: a token renewed or lost on its own. In the built app a renewal is only ever the answer
// to a check's keep-alive call (the keep-alive walk covers it in Chromium), and a token is lost only by a
// click on Logout — itself activity — and a full page load that starts the watcher afresh, where the model
// (and the happy-dom walk, which records page loads instead of making them) keeps counting idle time.
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { CURRENT_USER_PATH } from '../../../contracts/api-paths';
import { tokenExpiryMs } from '../../../machines/token-expiry';
import { inactivityModel, type ModelTokenChange } from '../../machines/inactivity.model';
import { type InactivityWalkHandle, inactivityView } from '../../machines/inactivity.view';
import { startChromiumSession } from '../../machines/session-chromium';
import { expectSignedIn, expectSignedOut } from '../../machines/session-handle';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../../support/browser/browser';
import { describeBrowserPaths, pauseClock } from '../../support/paths/browser-paths';
import { DEMO_PASSWORD } from '../../support/paths/demo-staff';

const USERNAME = 'admin';

/** Keep-alive calls on their way, per page: a check waits until the last one has failed. */
const keepAliveCalls = new WeakMap<Page, { inFlight: number }>();

function keepAliveCallsOf(page: Page) {
  const known = keepAliveCalls.get(page);
  if (known) return known;
  const calls = { inFlight: 0 };
  const isKeepAlive = (url: string) => new URL(url).pathname === CURRENT_USER_PATH;
  page.on('request', (request) => {
    if (isKeepAlive(request.url())) calls.inFlight++;
  });
  const settle = (request: Request) => {
    if (isKeepAlive(request.url())) calls.inFlight--;
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  keepAliveCalls.set(page, calls);
  return calls;
}

/** The person switches to another tab, or back: what the browser then reports to the page. */
function setTabVisibility(page: Page, visible: boolean) {
  return page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (shown ? 'visible' : 'hidden'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/** Types into a field without a key press or focus: the token arrives with no activity of the person's. */
function typeValue(field: HTMLInputElement | SVGElement | HTMLElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Pages whose keep-alive calls fail already. */
const failingKeepAlive = new WeakMap<Page, Promise<unknown>>();

/**
 * Every keep-alive call of the page fails at the network, page loads included. Chromium blocks them itself
 * (DevTools' blocked URLs, once per page), not page.route: a page with a route has its HTTP cache turned off
 * and every request it makes stopped at the test, each script of each page load too.
 */
function failKeepAliveCalls(page: Page) {
  const call = `${baseUrl()}${CURRENT_USER_PATH}`;
  const blocking =
    failingKeepAlive.get(page) ??
    page
      .context()
      .newCDPSession(page)
      .then(async (devtools) => {
        await devtools.send('Network.enable');
        await devtools.send('Network.setBlockedURLs', { urls: [call, `${call}?*`] });
      });
  failingKeepAlive.set(page, blocking);
  return blocking;
}

async function chromiumInactivityHandle(page: Page): Promise<InactivityWalkHandle> {
  const context = page.context();
  await context.setOffline(false);
  // Pages load on a running clock; the walk pauses it once the app has started.
  await page.clock.resume();
  const session = await startChromiumSession(page, baseUrl());
  const keepAlive = keepAliveCallsOf(page);
  await failKeepAliveCalls(page);
  const tab = { hidden: false, offline: false };

  /** The sign-in page loads (a new start of the app and its watcher), the tab as the path left it. */
  const openSignIn = async () => {
    await page.clock.resume();
    await session.load('/admin/login');
    await page.getByLabel(/^Username/).waitFor();
    await pauseClock(page);
    if (tab.hidden) await setTabVisibility(page, false);
  };
  await openSignIn();

  const activities: ((turn: number) => Promise<unknown>)[] = [
    // To a new spot each time: staying put is no movement.
    (turn) => page.mouse.move(300 + (turn % 400), 200 + (turn % 50)),
    () => page.keyboard.press('Shift'),
    () => page.getByRole('heading', { level: 1 }).first().click(),
    async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(640, 300);
      await page.mouse.wheel(0, before > 0 ? -200 : 200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
    },
    // Away first, so that focus moves each time.
    async () => {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.locator('#main').focus();
    },
  ];

  return {
    ...session,
    username: USERNAME,
    walk: { checks: 0, renewals: 0, logoutsByPerson: 0, logoutsForInactivity: 0 },
    person: {
      act: async (turn) => void (await activities[turn % activities.length]?.(turn)),
    },
    browser: {
      async setTabVisibility(visible) {
        tab.hidden = !visible;
        await setTabVisibility(page, visible);
      },
      async setOnline(online) {
        tab.offline = !online;
        await context.setOffline(!online);
      },
      async nextCheck() {
        // The previous check's keep-alive call has failed: the keep-alive waits for the next one.
        await expect.poll(() => keepAlive.inFlight).toBe(0);
        await page.clock.runFor(30_000);
      },
    },
    session: {
      async signIn() {
        // A token cannot arrive offline: the network is back for the sign-in only.
        if (tab.offline) await context.setOffline(false);
        // After an inactivity logout the app is on the home page: the sign-in page loads.
        if (new URL(page.url()).pathname !== '/admin/login') await openSignIn();
        await page.getByLabel(/^Username/).evaluate(typeValue, USERNAME);
        await page.getByLabel(/^Password/).evaluate(typeValue, DEMO_PASSWORD);
        await page
          .getByRole('button', { name: 'Sign in' })
          .evaluate((button) => (button as HTMLButtonElement).form?.requestSubmit());
        await expect.poll(() => session.storedToken()).not.toBeNull();
        // The dashboard and the header's account menu are code loaded on sign-in, revealed by React on a
        // timer (300 ms): the page's clock moves on in steps of 500 ms (far from the next check, due 30 s
        // after the watcher's last start) until both are there.
        const menu = page.getByRole('button', { name: `Account menu for ${USERNAME}` });
        const heading = page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
        const shown = async () => (await menu.count()) > 0 && (await heading.count()) > 0;
        await expect
          .poll(async () => (await shown()) || void (await page.clock.runFor(500)), { interval: 50 })
          .toBe(true);
        // The page's time moves on (timers stay where they are) to 4 minutes before the token expires:
        // from now on every check finds it due for renewal.
        const due = tokenExpiryMs(await session.storedToken()) - 4 * 60_000;
        if ((await session.pageNow()) < due) await page.clock.setSystemTime(due);
        if (tab.offline) await context.setOffline(true);
      },
      renew: () => Promise.reject(new Error('a renewal on its own is not walked in Chromium (see above)')),
      logout: () =>
        Promise.reject(new Error('a logout without activity is not walked in Chromium (see above)')),
    },
    async cleanup() {
      await session.cleanup();
      await context.setOffline(false);
    },
  };
}

describeBrowserPaths('inactivity', inactivityModel, {
  ...inactivityView,
  // Short enough that every page the paths visit scrolls.
  viewport: { width: 1280, height: 480 },
  skips: {
    when: (event) =>
      event.type === 'token.change' && ['renewal', 'logout'].includes((event as ModelTokenChange).by),
    why:
      'a token renewed or lost on its own: the built app renews one only as a check’s keep-alive answer ' +
      '(the keep-alive walk) and loses it only on a Logout click, itself activity',
  },
  // A sign-in or two per path, up to 11 checks: the fewest paths that still cover all a person can reach.
  paths: 'covering',
  open: chromiumInactivityHandle,
});

// The paths above end with their activity (the fewest that cover all): here each kind of it restarts the
// five minutes on the built site, or the person would be logged out before the last check.
describeInBrowser('inactivity on the built site', () => {
  const browser = setupBrowser();

  it('restarts the 5 minutes on pointer movement, a key press, a click, scrolling and focus', async () => {
    const { page } = await openPage(browser.browser, { width: 1280, height: 480 });
    await page.clock.install();
    const ui = await chromiumInactivityHandle(page);
    await ui.session.signIn();
    // Three minutes idle before each kind and after the last: one that did not count would leave the
    // person six minutes idle, logged out before the next three minutes were over.
    for (let turn = 0; turn <= 5; turn++) {
      for (let check = 0; check < 6; check++) await ui.browser.nextCheck();
      await ui.eventually(() => expectSignedIn(ui, USERNAME));
      if (turn < 5) await ui.person.act(turn);
    }
    expect(await ui.requests('POST /employee/auth/logout')).toBe(0);
    await ui.cleanup();
  });

  it('pauses its checks while offline or hidden: no keep-alive calls; idle offline, logged out at the first check back', async () => {
    const { page } = await openPage(browser.browser, { width: 1280, height: 480 });
    await page.clock.install();
    const ui = await chromiumInactivityHandle(page);
    const keepAlives = () => ui.requests('GET /employee/auth/current-user');
    await ui.session.signIn();
    await ui.browser.nextCheck();
    await expect.poll(keepAlives).toBe(1);

    // Five and a half minutes offline: no check runs, idle time still counts.
    await ui.browser.setOnline(false);
    for (let check = 0; check < 11; check++) await ui.browser.nextCheck();
    await ui.eventually(() => expectSignedIn(ui, USERNAME));
    expect(await keepAlives()).toBe(1);
    await ui.browser.setOnline(true);
    await ui.browser.nextCheck();
    await ui.eventually(() => expectSignedOut(ui));
    expect(await ui.requests('POST /employee/auth/logout')).toBe(1);

    // Five and a half minutes on another tab: no check runs; coming back is activity, so the first check
    // back finds the person active.
    await ui.session.signIn();
    await ui.browser.setTabVisibility(false);
    for (let check = 0; check < 11; check++) await ui.browser.nextCheck();
    expect(await keepAlives()).toBe(1);
    await ui.browser.setTabVisibility(true);
    await ui.browser.nextCheck();
    await expect.poll(keepAlives).toBe(2);
    await ui.eventually(() => expectSignedIn(ui, USERNAME));
    expect(await ui.requests('POST /employee/auth/logout')).toBe(1);
    await ui.cleanup();
  });
});
