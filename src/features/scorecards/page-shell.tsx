// The frame of the scorecard page, as the staff pages have it: the page's one h1 and a line under it.
// (The admin pages' own frame belongs to the admin feature, which this feature does not import.)
import '#src/lib/mantine-staff-styles.ts';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AdminPageShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
