// Renders components the way the app does: inside the Mantine theme, and inside a router when they link.
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../../src/lib/theme';

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
