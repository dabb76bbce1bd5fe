// A request a Chromium walk holds at the network (page.route) until the path says how it settles: the move
// the page asked for is checked while it is held, then goes on to the real server or fails as offline.
import type { Route } from 'playwright-core';
import { WAIT_MS } from '../vitest/waits';

/** Holds the page's calls whose address `matches`, each known to the walk as `read` makes it. */
export function heldRequests<T>(matches: (url: URL) => boolean, read: (route: Route) => T) {
  let held: { route: Route; request: T } | undefined;
  return {
    /** The route a walk adds once its page is up (BrowserWalker.routes). */
    route: {
      url: matches,
      handler: (route: Route) => {
        held = { route, request: read(route) };
      },
    },
    /** What the page asked for, while it is held. */
    current: () => held?.request,
    /** The held request, once the page has sent it; no longer held afterwards. */
    async take() {
      const deadline = Date.now() + WAIT_MS;
      while (!held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      const taken = held;
      held = undefined;
      if (!taken) throw new Error('the page asked for nothing');
      return taken;
    },
    /** A path that ends while a request is held leaves it unsent. */
    async drop() {
      await held?.route.abort('failed').catch(() => {});
      held = undefined;
    },
  };
}
