// Facts as a definition list in two columns, each term small above its value (contacts, consent, retention).
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
  /** Shown dimmed: a value that says nothing is there. */
  dimmed?: boolean;
}

export function PersonFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {facts.map(({ term, value, dimmed }) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {term}
          </Text>
          <Text component="dd" m={0} c={dimmed ? 'dimmed' : undefined}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
