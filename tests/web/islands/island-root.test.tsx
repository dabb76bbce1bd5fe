// IslandRoot gives Mantine's contexts directly (decision 0066): what an island draws inside it must be what
// MantineProvider, as the islands had it, would draw, so the server's HTML and the hydrated island agree with
// the rest of the page. A Mantine upgrade that needs more from its provider fails here first.
import {
  Badge,
  Burger,
  Button,
  Checkbox,
  MantineProvider,
  type MantineTheme,
  Select,
  Stack,
  TextInput,
  Title,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandRoot } from '#src/islands/island-root.tsx';
import { theme } from '#src/lib/theme.ts';

/** The provider as every island had it before decision 0066. */
function ProviderRoot({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

const drawn = (
  <Stack gap="sm">
    <Title order={2}>Apply</Title>
    <Burger opened={false} hiddenFrom="lg" aria-label="Open menu" />
    <TextInput label="Full name" required />
    <Select label="State" data={['Telangana', 'Outside India']} />
    <Checkbox label="I agree" />
    <Badge variant="light" size="sm">
      2 chosen
    </Badge>
    <Button variant="filled" color="brand">
      Send
    </Button>
  </Stack>
);

/** The markup, its generated ids numbered in order: they depend on the tree's depth, not on what is drawn. */
function markup(tree: ReactNode): string {
  const ids = new Map<string, string>();
  return renderToString(tree).replace(/mantine-_R_\w+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id) as string;
  });
}

describe('the root every island renders inside', () => {
  it('draws Mantine components exactly as MantineProvider does', () => {
    expect(markup(<IslandRoot>{drawn}</IslandRoot>)).toBe(markup(<ProviderRoot>{drawn}</ProviderRoot>));
  });

  it('gives the same theme and the light scheme', () => {
    const seen: { theme?: MantineTheme; scheme?: string }[] = [];
    function Probe() {
      seen.push({ theme: useMantineTheme(), scheme: useMantineColorScheme().colorScheme });
      return null;
    }
    renderToString(
      <>
        <IslandRoot>
          <Probe />
        </IslandRoot>
        <ProviderRoot>
          <Probe />
        </ProviderRoot>
      </>,
    );
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]?.scheme).toBe('light');
  });
});
