// The static sections of Home (decision 0014): "How we work" at #how-we-work and why us. Drawn by the
// server and kept as drawn; this code is fetched only when the browser draws Home (home-static.ts).
import { Box, Card, Container, Grid, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import drawnWhenNear from '#src/components/drawn-when-near/drawn-when-near.module.css';
import { IconCheck } from '#src/components/icons/icons.tsx';
import { LinkButton } from '#src/components/link-button/link-button.tsx';
import { homePage } from '#src/content/pages/home.ts';

function HowWeWork() {
  const { kicker, title, body, steps, cta } = homePage.howWeWork;
  return (
    <Box
      component="section"
      id="how-we-work"
      py={{ base: 56, md: 88 }}
      bg="gray.0"
      aria-labelledby="how-we-work-title"
      className={drawnWhenNear.section}
    >
      <Container size="lg">
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Text c="brand.7" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.1em' }}>
              {kicker}
            </Text>
            <Title order={2} id="how-we-work-title" mt={4}>
              {title}
            </Title>
            <Stack gap="md" mt="md">
              {body.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)} c="dark.6">
                  {paragraph}
                </Text>
              ))}
            </Stack>
            <LinkButton to={cta.to} mt="lg" size="md">
              {cta.label}
            </LinkButton>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {steps.map((step, index) => (
                <Card key={step.title} component="li" withBorder radius="md" padding="lg">
                  <Text c="brand.7" fw={800} size="xl" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </Text>
                  <Title order={3} size="h4" mt={4}>
                    {step.title}
                  </Title>
                  <Text mt="xs" c="dark.5">
                    {step.body}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

function WhyUs() {
  return (
    <Box
      component="section"
      py={{ base: 56, md: 88 }}
      aria-labelledby="why-us-title"
      className={drawnWhenNear.section}
    >
      <Container size="lg">
        <Title order={2} id="why-us-title" ta="center">
          {homePage.whyUs.title}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="md"
          mt="xl"
          component="ul"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {homePage.whyUs.points.map((point) => (
            <Card key={point.title} component="li" withBorder radius="md" padding="lg">
              <ThemeIcon color="teal.7" radius="xl" size={36} aria-hidden="true">
                <IconCheck size={20} strokeWidth={3} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="sm">
                {point.title}
              </Title>
              <Text mt="xs" c="dark.5">
                {point.body}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function HomeSections() {
  return (
    <>
      <HowWeWork />
      <WhyUs />
    </>
  );
}
