// Full-screen indicator while a page loads: a message followed by three dots, announced politely.
import { Center, Loader, Stack, Text } from '@mantine/core';

export interface LoadingScreenProps {
  /** What is loading. @default "Loading" */
  message?: string;
}

export function LoadingScreen({ message = 'Loading' }: LoadingScreenProps) {
  return (
    <Center pos="fixed" inset={0} bg="rgba(255,255,255,0.92)" style={{ zIndex: 1000 }}>
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text fw={600}>{message}...</Text>
      </Stack>
    </Center>
  );
}
