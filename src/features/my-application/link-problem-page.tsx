// When the status page cannot be shown. A link that opens no application any more (unknown, expired, or its
// application erased: one answer for all) offers a fresh link by e-mail.
import { Container, Stack, Text, Title } from '@mantine/core';
import { MY_APPLICATION_TEXTS } from '#contracts/my-application.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { FreshLinkForm } from './fresh-link-form';

/** The link opens no application (404), or is not a whole link (400): either way a fresh one helps. */
export const linkEnded = (error: unknown) => [400, 404].includes(toRequestProblem(error).status ?? 0);

export function LinkExpiredPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>This link has expired</Title>
        <Text>{MY_APPLICATION_TEXTS.linkInvalid}</Text>
        <Text>Enter the e-mail address you applied with, and we will send a new link to it.</Text>
        <FreshLinkForm />
      </Stack>
    </Container>
  );
}
