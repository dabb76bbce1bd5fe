// The one-time password, shown this once: large, copyable, with what to do with it.
import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';

export interface OneTimePasswordProps {
  fullName: string;
  username: string;
  password: string;
}

export function OneTimePassword({ fullName, username, password }: OneTimePasswordProps) {
  return (
    <Alert variant="default" title={`Give ${fullName} these sign-in details`} role="status">
      <Text size="sm">
        Username: <Code fz="md">{username}</Code>
      </Text>
      <Group gap="sm" mt="xs" align="center">
        <Text size="sm">One-time password:</Text>
        <Code fz="lg" data-testid="one-time-password">
          {password}
        </Code>
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy password'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" mt="sm">
        It is shown only now and is not stored anywhere we can show it again. Pass it on in person or by
        phone; at first sign-in they complete their profile, and they can change the password on their profile
        page.
      </Text>
    </Alert>
  );
}
