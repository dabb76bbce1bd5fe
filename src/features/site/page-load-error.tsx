// Shown when a page's data could not be loaded (server down, connection lost): say so and offer a retry.
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { site } from '#src/content/site.ts';
import { island } from '#src/islands/island.tsx';
import { usePublicHead } from '#src/lib/head.ts';

// "Try again": an island on a page drawn as islands (decision 0017).
const Retry = island('retry-button');

export function PageLoadError() {
  usePublicHead({
    title: `Something went wrong | ${site.name}`,
    description: 'This page could not be loaded. Please try again in a moment.',
    robots: 'noindex, follow',
  });
  return (
    <Container size="sm" py={96} ta="center">
      <Title order={1}>This page could not be loaded</Title>
      <Text mt="md" size="lg" role="alert">
        We could not reach our server. Please check your connection and try again.
      </Text>
      <Group justify="center" mt="lg">
        <Retry />
        <Button component={Link} to="/" variant="outline">
          Go to the home page
        </Button>
      </Group>
    </Container>
  );
}
