// The privacy notice (/privacy): plain text in short sections under a plain page header, as the contact page
// has. Drawn by the server with no island (decision 0017): nothing on it needs the browser's script.
import '@mantine/core/styles/List.css';
import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type PrivacySection,
  privacyContacts,
  privacyMeta,
  privacyPage,
} from '#src/content/pages/privacy.ts';
import { usePublicHead } from '#src/lib/head.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} mt={40}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Stack gap="sm" mt="sm">
        {children}
      </Stack>
    </Box>
  );
}

function CopySection({ section }: { section: PrivacySection }) {
  return (
    <Section id={section.id} title={section.title}>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.items && (
        <List spacing="sm">
          {section.items.map((item) => (
            <List.Item key={item.label}>
              <strong>{item.label}</strong>: {item.text}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/**
 * A link in running text is underlined: told apart from the words around it by more than its colour. Underlined
 * by its own style: Anchor's `underline` rule loses to Text's `text-decoration: none` in the page's stylesheet.
 */
function MailLink({ address }: { address: string }) {
  return (
    <Anchor href={`mailto:${address}`} c="brand.7" td="underline">
      {address}
    </Anchor>
  );
}

export function PrivacyPage() {
  usePublicHead(privacyMeta);
  const { kicker, title, intro, updated, sections, contact, changes } = privacyPage;
  return (
    <Box py={{ base: 40, md: 72 }}>
      <Container size="md">
        <Text c="brand.7" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.1em' }}>
          {kicker}
        </Text>
        <Title order={1} mt={4}>
          {title}
        </Title>
        <Text size="lg" mt="sm" c="dark.6">
          {intro}
        </Text>
        <Text size="sm" mt="sm" c="gray.7">
          Last updated <time dateTime={updated.iso}>{updated.label}</time>
        </Text>
        {sections.map((section) => (
          <CopySection key={section.id} section={section} />
        ))}
        <Section id={contact.id} title={contact.title}>
          <Text>{contact.intro}</Text>
          <List spacing="sm">
            <List.Item>
              <strong>About a job application</strong>: <MailLink address={privacyContacts.careersEmail} />
            </List.Item>
            {privacyContacts.offices.map((office) => (
              <List.Item key={office.id}>
                <strong>About anything else, to our {office.city} office</strong>:{' '}
                <MailLink address={office.email} />
              </List.Item>
            ))}
          </List>
          <Text component="address" fs="normal">
            {privacyContacts.legalName}, with offices in{' '}
            {privacyContacts.offices.map((office) => office.addressLines.join(', ')).join(' and in ')}.
          </Text>
          <Text>{contact.complaint}</Text>
        </Section>
        <Section id={changes.id} title={changes.title}>
          <Text>{changes.text}</Text>
        </Section>
      </Container>
    </Box>
  );
}
