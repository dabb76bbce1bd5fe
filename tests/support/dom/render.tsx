// Renders components the way the app does: inside the Mantine theme, and inside a router when they link.
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { theme } from '../../../src/lib/theme';

const Themed = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme}>{children}</MantineProvider>
);

export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: Themed });
}

/** For components with router links: a one-route router at `path` renders `ui`. */
export async function renderWithRouter(ui: ReactElement, path = '/') {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(() => router.load());
  const result = render(<RouterProvider router={router as never} />, { wrapper: Themed });
  return { ...result, router };
}

/**
 * As a server-drawn page arrives: `ui` rendered to HTML first, then taken over by React in the browser.
 * Resolves once hydrated; `mismatches` collects what React could not take over as drawn.
 */
export async function hydrateWithRouter(ui: ReactElement, path = '/') {
  const makeRouter = () =>
    createRouter({
      routeTree: createRootRoute({ component: () => ui }),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  const serverRouter = makeRouter();
  await serverRouter.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Themed>
      <RouterProvider router={serverRouter as never} />
    </Themed>,
  );
  document.body.append(container);
  // In happy-dom both routers draw as in a browser: the same tree, so React takes the HTML over as drawn.
  const browserRouter = makeRouter();
  await browserRouter.load();
  const mismatches: unknown[] = [];
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Themed>
        <RouterProvider router={browserRouter as never} />
      </Themed>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { container, mismatches };
}
