// A page whose data could not be loaded for a reason other than its link ending: what went wrong, and
// "Try again", which loads it again.
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { toRequestProblem } from '#src/lib/request-problem.ts';

export function LoadProblemPage({ title, error }: Pick<ErrorComponentProps, 'error'> & { title: string }) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text role="alert">{toRequestProblem(error).message}</Text>
        <Group>
          <Button onClick={() => router.invalidate()}>Try again</Button>
        </Group>
      </Stack>
    </Container>
  );
}
