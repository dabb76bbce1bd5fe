// The one-time password, shown this once: large, copyable, with what to do with it and what it allows.
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
        phone. It only opens their own profile: at first sign-in they must replace it with a password of their
        own (and complete their profile) before any other staff page opens, and then it stops working.
      </Text>
    </Alert>
  );
}
