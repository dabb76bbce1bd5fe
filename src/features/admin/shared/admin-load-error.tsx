// A staff page whose data could not be loaded: the server's reason (not found, no access, offline) and a retry.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container, Group, Title } from '@mantine/core';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useStaffHead } from '#src/lib/head.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';

export function AdminLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const problem = toRequestProblem(error);
  const notFound = problem.status === 404;
  useStaffHead(notFound ? 'Not found' : 'Could not load');
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{notFound ? 'Not found' : 'This page could not be loaded'}</Title>
      <Alert color={notFound ? 'gray' : 'red'} mt="md" role="alert">
        {problem.message}
      </Alert>
      <Group mt="lg">
        {!notFound && <Button onClick={() => router.invalidate()}>Try again</Button>}
        <Button component={Link} to="/admin/dashboard" variant="default">
          Go to the dashboard
        </Button>
      </Group>
    </Container>
  );
}
