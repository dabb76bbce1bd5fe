// The careers page's right column (desktop only): connect on LinkedIn, Instagram and Facebook, and Contact Us.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import {
  IconFacebook,
  IconInstagram,
  IconLinkedIn,
  IconMail,
  type IconProps,
} from '#src/components/icons/icons.tsx';
import { LinkButton } from '#src/components/link-button/link-button.tsx';
import { site } from '#src/content/site.ts';

const networks: { name: string; href: string; text: string; Icon: ComponentType<IconProps> }[] = [
  {
    name: 'LinkedIn',
    href: site.social.linkedIn,
    text: 'New roles and news from our teams.',
    Icon: IconLinkedIn,
  },
  {
    name: 'Instagram',
    href: site.social.instagram,
    text: 'A look at life in our offices.',
    Icon: IconInstagram,
  },
  {
    name: 'Facebook',
    href: site.social.facebook,
    text: 'Events, hiring drives and updates.',
    Icon: IconFacebook,
  },
];

export function CareersSideCards() {
  return (
    <Stack gap="md" component="aside" aria-label="Connect with us">
      {networks.map(({ name, href, text, Icon }) => (
        <Paper key={name} withBorder radius="md" p="md">
          <Title order={3} size="h5" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Icon size={20} />
            Connect on {name}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {text}
          </Text>
          <Button
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="xs"
            mt="sm"
            aria-label={`Follow ${site.name} on ${name} (opens in a new tab)`}
          >
            Follow
          </Button>
        </Paper>
      ))}
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconMail size={20} />
          Contact Us
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Not the right role yet? Tell us what you are looking for.
        </Text>
        <LinkButton to="/contact-us" size="xs" mt="sm">
          Contact Us
        </LinkButton>
      </Paper>
    </Stack>
  );
}
