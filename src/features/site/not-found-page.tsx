// The not-found page for /404 and every unknown path: says the page does not exist and offers a way on.
import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { notFoundMeta, notFoundPage } from '#src/content/pages/not-found.ts';
import { usePublicHead } from '#src/lib/head.ts';

export function NotFoundPage() {
  usePublicHead(notFoundMeta);
  return (
    <Box bg="gray.0" py={{ base: 72, md: 120 }}>
      <Container size="sm" ta="center">
        <Text
          c="brand.7"
          fw={800}
          fz={{ base: 64, md: 96 }}
          lh={1}
          aria-hidden="true"
          style={{ letterSpacing: '-0.04em' }}
        >
          404
        </Text>
        <Title order={1} mt="md">
          {notFoundPage.title}
        </Title>
        <Text mt="md" size="lg" c="dark.6">
          {notFoundPage.body}
        </Text>
        <Group justify="center" mt="xl">
          <Button component={Link} to="/" size="md">
            Go to the home page
          </Button>
          <Button component={Link} to="/careers" variant="outline" size="md">
            See open careers
          </Button>
          <Button component={Link} to="/contact-us" variant="subtle" size="md">
            Contact us
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
