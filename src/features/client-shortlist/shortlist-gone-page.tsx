// A shortlist link that opens nothing any more (unknown, expired, revoked or closed: one page for all, and
// nothing personal on it).
import { Container, Stack, Text, Title } from '@mantine/core';
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
