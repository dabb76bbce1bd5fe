// The router: generated file routes, each page loaded on demand behind the full-screen indicator.
import { createRouter } from '@tanstack/react-router';
import { LoadingScreen } from './components/loading-screen';
import { NotFoundPage } from './features/site/not-found-page';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultPendingComponent: () => <LoadingScreen />,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFoundPage,
    // Hash targets are scrolled below the fixed header by useRouteScroll (src/lib/use-route-scroll.ts).
    defaultHashScrollIntoView: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
