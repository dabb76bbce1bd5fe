// What every island renders inside, on the server and in the browser alike: Mantine's context without its
// global styles (the page has them once, from the server's render of the whole page).
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { cssVariablesResolver, theme } from '#src/lib/theme.ts';

export interface IslandRootProps {
  children: ReactNode;
  /** Called once the island is live (hydrated, its effects run). @default none */
  onLive?: () => void;
}

export function IslandRoot({ children, onLive }: IslandRootProps) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
