// The Chromium driver of the session, inactivity and keep-alive walks: the built site and its real server on
// one shared page whose clock is Playwright's (page.clock, installed before anything loaded). What leaves
// the page is counted from the page's own requests; full page loads are the main frame's document requests
// the walk did not make itself; the server's answers are its own, held (page.route) until the path says the
// server answers. Faults are injected, never answers invented: a call that fails, a call refused with 401.
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { SessionResponse, SessionUser } from '../../contracts/auth';
import { PERSIST_KEY } from '../../src/lib/session/auth-storage';
import { Screen } from '../support/paths/screen';
import { chromiumScreen } from '../support/paths/screen-chromium';
import { WAIT_MS } from '../support/vitest/waits';
import type { Call, SessionProbes } from './session-handle';

/** What the page did, recorded from its first path on. */
interface PageRecord {
  /** `METHOD /path` of every fetch the page made. */
  requests: string[];
  /** The paths of the full page loads the app asked for. */
  loads: string[];
  /** True while the walk itself loads a page. */
  walkLoading: boolean;
}

const records = new WeakMap<Page, PageRecord>();

function recordOf(page: Page): PageRecord {
  const known = records.get(page);
  if (known) return known;
  const record: PageRecord = { requests: [], loads: [], walkLoading: false };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      if (!record.walkLoading) record.loads.push(pathname);
    } else if (['fetch', 'xhr'].includes(request.resourceType())) {
      record.requests.push(`${request.method()} ${pathname}`);
    }
  });
  records.set(page, record);
  return record;
}

const callParts = (call: Call) => {
  const [method = '', path = ''] = call.split(' ');
  return { method, path };
};

export interface ChromiumSession extends SessionProbes {
  page: Page;
  baseUrl: string;
  /** Loads `path` as the walk (not the app) does: not counted among the app's page loads. */
  load(path: string): Promise<void>;
  /** Holds every request of `call` until release() is called for it. */
  hold(call: Call): Promise<void>;
  /** The oldest held request of `call` (waiting for it to arrive), taken off the held ones. */
  release(call: Call): Promise<Route>;
  /** Records the real token a path's token stands for. */
  learnToken(pathToken: string, token: string): void;
  /** Writes persist:root as the app does after signing in, on a page of the site without the app. */
  persist(session: SessionResponse): Promise<void>;
  /** The browser's clock, in the page. */
  pageNow(): Promise<number>;
}

/**
 * A path starts on the shared page: away from the app (a file of the site, so storage can be emptied and
 * nothing of the previous path runs on), with no routes held, counting afresh.
 */
export async function startChromiumSession(page: Page, baseUrl: string): Promise<ChromiumSession> {
  const record = recordOf(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const held = new Map<string, Route[]>();
  const tokens = new Map<string, string>();

  const load = async (path: string) => {
    record.walkLoading = true;
    try {
      await page.goto(`${baseUrl}${path}`);
    } finally {
      record.walkLoading = false;
    }
  };
  await load('/favicon.svg');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const firstRequest = record.requests.length;
  const firstLoad = record.loads.length;

  const pageEval = async <T>(read: () => T): Promise<T> => {
    // Between a page and the next (the app's own reload) there is nothing to read from: read again.
    for (;;) {
      try {
        return await page.evaluate(read);
      } catch (error) {
        if (!String(error).includes('context was destroyed')) throw error;
        await page.waitForLoadState();
      }
    }
  };
  // One try of every check at a time: the checks poll as a whole, as in happy-dom.
  const screen = new Screen(chromiumScreen(page).driver, 0);

  return {
    page,
    baseUrl,
    screen,
    async eventually(checks) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        try {
          await checks();
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
    storedToken: () =>
      pageEval(() => {
        const root = localStorage.getItem('persist:root');
        return root ? (JSON.parse(JSON.parse(root).auth).token as string) : null;
      }),
    sessionItem: async (key) => {
      const items = await pageEval(() => ({ ...sessionStorage }) as Record<string, string>);
      return items[key] ?? null;
    },
    requests: async (call) => record.requests.slice(firstRequest).filter((sent) => sent === call).length,
    waiting: async (call) => held.get(call)?.length ?? 0,
    pageLoads: async () => record.loads.slice(firstLoad),
    focused: () =>
      pageEval(() => {
        const active = document.activeElement;
        return active && active !== document.body ? (active.textContent ?? '').trim() : null;
      }),
    tokenOf: (pathToken) => tokens.get(pathToken) ?? `(no token of the server stands for ${pathToken} yet)`,
    learnToken: (pathToken, token) => void tokens.set(pathToken, token),
    load,
    async hold(call) {
      const { method, path } = callParts(call);
      const routes: Route[] = [];
      held.set(call, routes);
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          if (route.request().method() !== method) await route.fallback();
          else routes.push(route);
        },
      );
    },
    async release(call) {
      const routes = held.get(call) ?? [];
      await expect
        .poll(() => routes.length, { timeout: WAIT_MS, message: `${call} never left the page` })
        .toBeGreaterThan(0);
      return routes.shift() as Route;
    },
    async persist(session) {
      const value = JSON.stringify({
        auth: JSON.stringify(session),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      });
      await page.evaluate(([key, item]) => localStorage.setItem(key, item), [PERSIST_KEY, value] as const);
    },
    pageNow: () => page.evaluate(() => Date.now()),
    async cleanup() {
      const waiting = [...held.values()].flatMap((routes) => routes.splice(0));
      await Promise.all(waiting.map((route) => route.abort().catch(() => {})));
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  };
}

/** The dashboard entry of the account menu (docs/requirements.md#user-menu). */
export const dashboardLabel = (user: Pick<SessionUser, 'role'>) =>
  user.role === 'ADMIN' ? 'Admin Dashboard' : 'Employee Dashboard';
