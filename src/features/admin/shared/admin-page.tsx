// The frame of every admin page: a back link, the page's one h1, a line saying what it is for, actions.
import '#src/lib/mantine-staff-styles.ts';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface AdminPageProps {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** One line under the heading. */
  description?: ReactNode;
  /** Where "Back" goes and what it says. */
  back?: { to: string; label: string };
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** Container width. @default 'lg' */
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

export function AdminPage({ title, description, back, actions, size = 'lg', children }: AdminPageProps) {
  return (
    <Container size={size} py="lg">
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back.to} size="sm" w="fit-content">
            <span aria-hidden>← </span>
            {back.label}
          </Anchor>
        )}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description && (
              // A description may hold blocks (a group of badges): a paragraph may not.
              <Text c="dimmed" mt={4} component={typeof description === 'string' ? 'p' : 'div'}>
                {description}
              </Text>
            )}
          </div>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
