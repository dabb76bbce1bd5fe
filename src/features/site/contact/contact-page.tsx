// Contact (/contact-us): the form, the contact image and both offices.
// The form's styles come with the page (the server draws the form); its code comes after.
import '#src/lib/mantine-form-styles.ts';
import { Box, Card, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OfficeBlock } from '#src/components/office-block/office-block.tsx';
import { contactMeta, contactPage } from '#src/content/pages/contact.ts';
import { site } from '#src/content/site.ts';
import { island } from '#src/islands/island.tsx';
import { usePublicHead } from '#src/lib/head.ts';
import { breakpoints } from '#src/lib/theme.ts';

// The form: an island (decision 0017), its code (zod, its fields) apart from the page's.
const ContactForm = island('contact-form');

/** The picture's width: the page's less its padding until the columns sit side by side, then at most 430 px. */
const PICTURE_SIZES = `(min-width: ${breakpoints.md}) 430px, calc(100vw - 48px)`;

export function ContactPage() {
  usePublicHead(contactMeta);
  return (
    <Box py={{ base: 40, md: 72 }} bg="gray.0">
      <Container size="lg">
        <Text c="brand.7" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.1em' }}>
          Contact us
        </Text>
        <Title order={1} mt={4}>
          {contactPage.title}
        </Title>
        <Text size="lg" mt="sm" maw={720} c="dark.6">
          {contactPage.intro}
        </Text>
        <Grid gap={{ base: 'xl', md: 48 }} mt="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card
              withBorder
              radius="md"
              padding="xl"
              component="section"
              aria-labelledby="contact-form-title"
            >
              <Title order={2} size="h3" id="contact-form-title" mb="md">
                Send us a message
              </Title>
              <ContactForm />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xl">
              <img
                src={contactPage.imgSrc}
                srcSet={contactPage.imgSrcSet}
                sizes={PICTURE_SIZES}
                alt={contactPage.imgAlt}
                width={900}
                height={700}
                // Not lazy: beside the form on a desktop it is in view from the start.
                decoding="async"
                style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }}
              />
              <Box component="section" aria-labelledby="offices-title">
                <Title order={2} size="h3" id="offices-title" mb="md">
                  Our offices
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 1 }} spacing="lg">
                  {site.offices.map((office) => (
                    <OfficeBlock key={office.id} office={office} />
                  ))}
                </SimpleGrid>
              </Box>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
