// What an empty list says: why it is empty and what to do next.
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** What to do next. */
  children?: ReactNode;
  /** A button or link that does it. */
  action?: ReactNode;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" bg="white">
      <Stack align="center" gap="xs">
        <Text fw={700} size="lg">
          {title}
        </Text>
        {children && (
          <Text c="dimmed" maw={520}>
            {children}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
