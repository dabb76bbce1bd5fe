// A page whose content a later release fills: real heading, short honest notice.
import { Container, Text, Title } from '@mantine/core';

export interface BeingBuiltProps {
  /** The page's visible heading. */
  heading: string;
}

export function BeingBuilt({ heading }: BeingBuiltProps) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{heading}</Title>
      <Text mt="sm" c="dimmed">
        This page is being built.
      </Text>
    </Container>
  );
}
