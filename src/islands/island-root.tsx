// What every island renders inside, on the server and in the browser alike: Mantine's two contexts, given
// directly rather than through MantineProvider (decision 0066). The provider's other work is the page's, done
// once by the server's render of the whole page: the theme's variables and global classes are in its inline
// CSS, the light scheme and the reduced-motion switch are on its <html> (index.html). Through the provider,
// every island also read the stored colour scheme, watched reduced motion, merged the theme again, and the
// islands entry carried the code that writes the variables.
import { DEFAULT_THEME, MantineContext, MantineThemeContext, mergeMantineTheme } from '@mantine/core';
import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { theme } from '#src/lib/theme.ts';

type MantineContextValue = NonNullable<ComponentProps<typeof MantineContext.Provider>['value']>;

/** What MantineProvider gives its tree with the light scheme forced, the rest at its defaults. */
const islandsContext: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

/** The site's theme over Mantine's defaults, as MantineProvider merges it: once a page, not once an island. */
let islandsTheme: ReturnType<typeof mergeMantineTheme> | undefined;

export interface IslandRootProps {
  children: ReactNode;
  /** Called once the island is live (hydrated, its effects run). @default none */
  onLive?: () => void;
}

export function IslandRoot({ children, onLive }: IslandRootProps) {
  useEffect(() => onLive?.(), [onLive]);
  islandsTheme ??= mergeMantineTheme(DEFAULT_THEME, theme);
  return (
    <MantineContext.Provider value={islandsContext}>
      <MantineThemeContext.Provider value={islandsTheme}>{children}</MantineThemeContext.Provider>
    </MantineContext.Provider>
  );
}
