// The router: generated file routes, each page loaded on demand behind the full-screen indicator.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LoadingScreen } from '#src/components/loading-screen.tsx';
import { NotFoundPage } from '#src/features/site/not-found-page.tsx';
import { stringifySearch } from '#src/lib/search-serializer.ts';
import { routeTree } from './routeTree.gen';

/** How long a navigation may take before the loading indicator shows. */
export const PENDING_MS = 150;
/**
 * Once shown, the indicator stays this long, so it does not flash. TanStack's default (500 ms) kept a page
 * whose data had already arrived behind the indicator well past its arrival (measured in commit caca94b).
 */
export const PENDING_MIN_MS = 200;

/** `history`: a memory history on the server (and in tests); the browser's otherwise. */
export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    defaultPendingComponent: () => <LoadingScreen />,
    defaultPendingMs: PENDING_MS,
    defaultPendingMinMs: PENDING_MIN_MS,
    defaultNotFoundComponent: NotFoundPage,
    // Hash targets are scrolled below the fixed header by useRouteScroll (src/lib/use-route-scroll.ts).
    defaultHashScrollIntoView: false,
    // Lists in the address as repeated keys, readable when shared (lib/search-serializer.ts).
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The server draws the page as islands: only they are hydrated, each on its own (decision 0017). */
    islands?: boolean;
  }
}
