// Internship: what the programme offers, who can apply, and how, ending at the standing
// "Internship Programme" job's application, the same pipeline recruiters use for every applicant.
import '@mantine/core/styles/List.css';
import { Box, Card, Container, Grid, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { publicFile } from '#contracts/public-files.ts';
import { CtaBanner } from '#src/components/cta-banner/cta-banner.tsx';
import { HeroBanner } from '#src/components/hero-banner/hero-banner.tsx';
import { IconCheck } from '#src/components/icons/icons.tsx';
import { internshipMeta, internshipPage } from '#src/content/pages/internship.ts';
import { island } from '#src/islands/island.tsx';
import { usePublicHead } from '#src/lib/head.ts';

// The link to the standing internship job, found in the browser: an island (decision 0017).
const ApplyButton = island('internship-apply');

export function InternshipPage() {
  usePublicHead(internshipMeta);
  const { hero, offers, whoCanApply, howToApply } = internshipPage;
  return (
    <>
      <HeroBanner
        {...hero}
        videoPoster={publicFile('/videos/hero-education.webp')}
        overlayOpacity={55}
        showGrid
      />
      <Box component="section" py={{ base: 56, md: 80 }} aria-labelledby="offers-title">
        <Container size="lg">
          <Title order={2} id="offers-title">
            What the programme offers
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mt="xl">
            {offers.map((offer) => (
              <Card key={offer.title} withBorder radius="md" padding="lg">
                <Title order={3} size="h4">
                  {offer.title}
                </Title>
                <Text mt="xs" c="dark.5">
                  {offer.body}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Box component="section" py={{ base: 56, md: 80 }} bg="gray.0">
        <Container size="lg">
          <Grid gap={{ base: 'xl', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Title order={2} id="who-can-apply">
                Who can apply
              </Title>
              <List
                mt="lg"
                spacing="sm"
                icon={
                  <ThemeIcon color="teal.7" radius="xl" size={24} aria-hidden="true">
                    <IconCheck size={14} strokeWidth={3} />
                  </ThemeIcon>
                }
              >
                {whoCanApply.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Title order={2} id="how-to-apply">
                How to apply
              </Title>
              <List type="ordered" mt="lg" spacing="sm">
                {howToApply.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
              <Box mt="xl">
                <ApplyButton />
              </Box>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
      <CtaBanner
        title="Questions about the programme?"
        description="Ask us about placements, start dates or which team would suit you best. We are happy to help before you apply."
        buttonLabel="Ask a Question"
      />
    </>
  );
}
