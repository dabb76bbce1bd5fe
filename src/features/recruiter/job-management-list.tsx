// View 1, "Job Management" (docs/requirements.md#recruiter-careers): careers with their applicants,
// searchable, newest activity first.
import {
  ActionIcon,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { RecentCareer } from '#contracts/recruiter.ts';
import { careerTitle, formatDate, searchCareers, sortRecentCareers } from './board-rules';

export interface JobManagementListProps {
  careers: readonly RecentCareer[];
  /** Where "Open Board" goes for a career. */
  boardPath: (careerId: number) => string;
  /** Loads the list again. */
  onRefresh: () => void;
  /** True while the list is reloading. @default false */
  refreshing?: boolean;
}

export function JobManagementList({
  careers,
  boardPath,
  onRefresh,
  refreshing = false,
}: JobManagementListProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => searchCareers(sortRecentCareers(careers), query), [careers, query]);

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm">
          <Button
            component={Link}
            to="/admin/dashboard"
            variant="subtle"
            leftSection={<span aria-hidden>←</span>}
          >
            Back
          </Button>
          <Title order={1} size="h2">
            Job Management
          </Title>
          <Tooltip label="Refresh">
            <ActionIcon
              variant="light"
              size="lg"
              aria-label="Refresh"
              onClick={onRefresh}
              loading={refreshing}
            >
              <span aria-hidden>⟳</span>
            </ActionIcon>
          </Tooltip>
        </Group>
        <TextInput
          aria-label="Search careers"
          placeholder="Search careers"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          rightSection={query ? <CloseButton aria-label="Clear" onClick={() => setQuery('')} /> : null}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
        {shown.length === careers.length
          ? `${careers.length} careers`
          : `${shown.length} of ${careers.length} careers`}
      </Text>
      {shown.length === 0 ? (
        <Text py="xl" ta="center">
          No careers found.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3, lg: 4 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {shown.map((career) => (
            <Card key={career.id} component="li" withBorder radius="md" padding="md">
              <Stack gap={6} h="100%">
                <Title order={2} size="h4">
                  {careerTitle(career)}
                </Title>
                <Text size="sm">
                  Career ID: <strong>{career.id}</strong>
                </Text>
                {career.jobId && (
                  <Text size="sm">
                    Job ID: <strong>{career.jobId}</strong>
                  </Text>
                )}
                <Text size="sm">Applicants: {career.applicationsCount}</Text>
                <Text size="sm">Latest: {formatDate(career.latestAppliedAt)}</Text>
                <Button
                  component={Link}
                  to={boardPath(career.id)}
                  mt="auto"
                  aria-label={`Open Board: ${careerTitle(career)}`}
                >
                  Open Board
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
