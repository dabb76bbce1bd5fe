// Providers around the router: Mantine with the SPEC theme, toasts with the SPEC settings, unhead.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { useState } from 'react';
import { cssVariablesResolver, theme } from './lib/theme';
import { TOAST_DURATION, TOAST_SETTINGS } from './lib/toast';
import { createAppRouter } from './router';

export interface AppProps {
  /** A router made by the caller (tests use a memory history). */
  router?: ReturnType<typeof createAppRouter>;
}

export function App({ router: givenRouter }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const [head] = useState(() => createHead());
  return (
    <UnheadProvider head={head}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications
          position={TOAST_SETTINGS.position}
          limit={TOAST_SETTINGS.limit}
          containerWidth={TOAST_SETTINGS.maxWidth}
          autoClose={TOAST_DURATION.default}
          styles={{ notification: { marginBottom: TOAST_SETTINGS.gutter } }}
        />
        <RouterProvider router={router} />
      </MantineProvider>
    </UnheadProvider>
  );
}
