// A job that no longer takes applications: it says so, offers no form, and is kept out of search results.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CareerSummary } from '#contracts/careers.ts';
import { careerPath } from '#contracts/public-paths.ts';
import { site } from '#src/content/site.ts';
import { usePublicHead } from '#src/lib/head.ts';

export interface ClosedCareerPageProps {
  career: CareerSummary;
  /** The server's explanation, naming the job. */
  message: string;
}

export function ClosedCareerPage({ career, message }: ClosedCareerPageProps) {
  usePublicHead({
    title: `${career.title} (closed) | Careers at ${site.name}`,
    description: `The ${career.title} role (${career.jobId}) at ${site.name} is closed. See the roles open now.`,
    canonical: careerPath(career),
    robots: 'noindex, follow',
  });
  return (
    <Container size="md" py={64}>
      <Text c="dimmed" size="sm">
        {career.department} · {career.location} · Job ID: {career.jobId}
      </Text>
      <Title order={1} mt="xs">
        {career.title}
      </Title>
      <Alert color="gray" mt="lg" title="This job is closed" role="status">
        {message}
      </Alert>
      <Button component={Link} to="/careers" mt="lg">
        See open careers
      </Button>
    </Container>
  );
}
