// One office of the firm: country, address, and its e-mail (mailto) and phone (tel) links.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { Office } from '#src/content/site.ts';
import { IconMail, IconMapPin, IconPhone } from '../icons/icons';

export interface OfficeBlockProps {
  office: Office;
  /** `dark` for light text on the dark footer. @default 'light' */
  tone?: 'light' | 'dark';
  /** Heading level of the office name. @default 3 */
  headingOrder?: 2 | 3 | 4;
}

export function OfficeBlock({ office, tone = 'light', headingOrder = 3 }: OfficeBlockProps) {
  const muted = tone === 'dark' ? 'gray.3' : 'gray.7';
  const link = tone === 'dark' ? 'white' : 'brand.7';
  return (
    <Stack component="address" gap={6} fs="normal">
      <Title order={headingOrder} size="h5" c={tone === 'dark' ? 'white' : undefined}>
        {office.country}
      </Title>
      <Group gap={8} wrap="nowrap" align="flex-start" c={muted}>
        <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c={muted}>
          {office.addressLines.join(', ')}
        </Text>
      </Group>
      <Group gap={8} wrap="nowrap" c={muted}>
        <IconMail size={18} style={{ flexShrink: 0 }} />
        <Anchor href={`mailto:${office.email}`} size="sm" c={link}>
          {office.email}
        </Anchor>
      </Group>
      <Group gap={8} wrap="nowrap" c={muted}>
        <IconPhone size={18} style={{ flexShrink: 0 }} />
        <Anchor href={`tel:${office.phoneHref}`} size="sm" c={link}>
          {office.phone}
        </Anchor>
      </Group>
    </Stack>
  );
}
