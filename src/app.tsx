// Providers around the router: Mantine with the required theme (docs/requirements.md#breakpoints), toasts
// with the required settings (docs/requirements.md#toasts), unhead. The same tree renders on the server
// (entry-server.tsx, with a server head) and hydrates in the browser (main.tsx).
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { createHead, type Unhead, UnheadProvider } from '@unhead/react/client';
import { useEffect, useState } from 'react';
import { Toasts } from '#src/components/toasts/toasts.tsx';
import { endPageTime } from '#src/lib/page-clock.ts';
import { cssVariablesResolver, theme } from '#src/lib/theme.ts';
import { createAppRouter } from './router';

export interface AppProps {
  /** A router made by the caller (tests use a memory history). */
  router?: ReturnType<typeof createAppRouter>;
  /** The server's head (collects the tags to write into the page); the browser's otherwise. */
  head?: Unhead;
}

export function App({ router: givenRouter, head: givenHead }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const [head] = useState(() => givenHead ?? createHead());
  // The render time on #root served hydration; from here on pages show the real clock (NEW, the year).
  useEffect(endPageTime, []);
  return (
    <UnheadProvider value={head}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <Toasts />
        <RouterProvider router={router} />
      </MantineProvider>
    </UnheadProvider>
  );
}
