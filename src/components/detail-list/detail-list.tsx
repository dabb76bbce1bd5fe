// A record's facts as a definition list in two columns: each term small and uppercase above its value
// (a career's details, an employee's profile, a client's contact details, a person's contacts and consent).
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Detail {
  term: string;
  value: ReactNode;
  /** Shown dimmed, e.g. a "Not given" in place of the value. */
  dimmed?: boolean;
}

export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {details.map(({ term, value, dimmed }) => (
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
