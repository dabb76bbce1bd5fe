// A shortlist link that opens nothing any more (unknown, expired, revoked or closed: one page for all, and
// nothing personal on it); any other failure offers a retry.
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { SHORTLIST_TEXTS } from '#contracts/shortlists.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';

/** The link has ended (410), or is not a whole link (400, 404). */
export const shortlistEnded = (error: unknown) =>
  [400, 404, 410].includes(toRequestProblem(error).status ?? 0);

export function ShortlistGonePage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{SHORTLIST_TEXTS.gone}</Title>
        <Text>{SHORTLIST_TEXTS.goneHint}</Text>
      </Stack>
    </Container>
  );
}

export function ShortlistLoadProblem({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>The shortlist could not be loaded</Title>
        <Text role="alert">{toRequestProblem(error).message}</Text>
        <Group>
          <Button onClick={() => router.invalidate()}>Try again</Button>
        </Group>
      </Stack>
    </Container>
  );
}
