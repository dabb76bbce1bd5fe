// The why-choose-us section of the service pages (docs/requirements.md#why-choose-us): heading, ticked
// points, summary and a 500x300 image; 60/40 from md up, stacked below. Points fade in and slide up in
// sequence once, when 30% is visible.
import { Box, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Variants } from 'framer-motion';
import { site } from '#src/content/site.ts';
import { IconCheck } from '../icons/icons';
import { Reveal, RevealItem } from '../motion/reveal';

export interface WhyChooseUsProps {
  /** The section heading. @default "Why Choose " + the firm name */
  heading?: string;
  /** Point title mapped to its description, in display order. */
  points: Record<string, string>;
  /** Paragraph after the points. */
  summary: string;
  /** Image beside the text, 500x300. */
  imgSrc: string;
  /** The image's alt text. */
  imgAlt: string;
  /** Id of the section, for anchors. @default none */
  id?: string;
}

/** Triggers at 30% visible, once; stagger 0.25 s; each point 0.6 s
 * (docs/requirements.md#entrance-animations). */
export const WHY_CHOOSE_US_MOTION = { amount: 0.3, once: true, stagger: 0.25, duration: 0.6 } as const;

export const defaultWhyChooseUsHeading = `Why Choose ${site.name}`;

const pointVariants: Variants = {
  hidden: { opacity: 0, y: 24 },
  visible: { opacity: 1, y: 0, transition: { duration: WHY_CHOOSE_US_MOTION.duration, ease: 'easeOut' } },
};

export function WhyChooseUs({
  heading = defaultWhyChooseUsHeading,
  points,
  summary,
  imgSrc,
  imgAlt,
  id,
}: WhyChooseUsProps) {
  return (
    <Box
      component="section"
      id={id}
      bg="white"
      py={{ base: 56, md: 88 }}
      aria-labelledby="why-choose-us-heading"
    >
      <Container size="lg">
        <Grid columns={10} gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 10, md: 6 }}>
            <Title order={2} id="why-choose-us-heading" mb="lg">
              {heading}
            </Title>
            <Reveal
              component="ul"
              amount={WHY_CHOOSE_US_MOTION.amount}
              once={WHY_CHOOSE_US_MOTION.once}
              stagger={WHY_CHOOSE_US_MOTION.stagger}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {Object.entries(points).map(([title, description]) => (
                <RevealItem component="li" key={title} variants={pointVariants} style={{ marginBottom: 20 }}>
                  <Group align="flex-start" wrap="nowrap" gap="sm">
                    <ThemeIcon color="teal.7" radius="xl" size={28} aria-hidden="true">
                      <IconCheck size={16} strokeWidth={3} />
                    </ThemeIcon>
                    <Stack gap={2}>
                      <Text fw={700} component="h3" size="md" m={0}>
                        {title}
                      </Text>
                      <Text c="dark.4">{description}</Text>
                    </Stack>
                  </Group>
                </RevealItem>
              ))}
            </Reveal>
            <Text mt="md" size="lg" c="dark.6">
              {summary}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 10, md: 4 }}>
            <img
              src={imgSrc}
              alt={imgAlt}
              width={500}
              height={300}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }}
            />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
