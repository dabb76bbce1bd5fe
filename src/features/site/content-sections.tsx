// The body of the about and service pages: an introduction at the page's anchor, then titled groups of cards.
import { Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import drawnWhenNear from '#src/components/drawn-when-near/drawn-when-near.module.css';
import type { ContentSection, ServicePageCopy } from '#src/content/pages/page-copy.ts';

export interface IntroSectionProps {
  /** The page's anchor (e.g. hrservices); hero buttons scroll here. */
  id: string;
  intro: ServicePageCopy['intro'];
}

export function IntroSection({ id, intro }: IntroSectionProps) {
  return (
    <Box component="section" id={id} py={{ base: 56, md: 80 }} aria-labelledby={`${id}-title`}>
      <Container size="md">
        <Title order={2} id={`${id}-title`}>
          {intro.title}
        </Title>
        <Stack gap="md" mt="md">
          {intro.body.map((paragraph) => (
            <Text key={paragraph.slice(0, 32)} size="lg" c="dark.6">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}

export function CardSection({ section, shaded }: { section: ContentSection; shaded: boolean }) {
  const titleId = section.id ? `${section.id}-title` : undefined;
  return (
    <Box
      component="section"
      id={section.id}
      py={{ base: 48, md: 72 }}
      bg={shaded ? 'gray.0' : undefined}
      aria-labelledby={titleId}
      className={drawnWhenNear.section}
    >
      <Container size="lg">
        <Title order={2} id={titleId}>
          {section.title}
        </Title>
        {section.intro && (
          <Text mt="xs" size="lg" c="dark.5" maw={720}>
            {section.intro}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: section.items.length === 4 ? 4 : 3 }} spacing="md" mt="xl">
          {section.items.map((item) => (
            <Card key={item.title} withBorder radius="md" padding="lg" bg="white">
              <Title order={3} size="h4">
                {item.title}
              </Title>
              <Text mt="xs" c="dark.5">
                {item.body}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The static body of a service page (decision 0014): its code is fetched only when the browser draws one. */
export function ServiceSections({ copy }: { copy: ServicePageCopy }) {
  return (
    <>
      <IntroSection id={copy.anchorId} intro={copy.intro} />
      {copy.sections.map((section, index) => (
        <CardSection key={section.title} section={section} shaded={index % 2 === 0} />
      ))}
    </>
  );
}
