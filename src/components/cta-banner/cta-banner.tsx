// The call-to-action banner (docs/requirements.md#cta-banner): title, description and a button (to
// /contact-us by default), entering with 0.6 s animations staggered by 0.15 s when scrolled into view.
import { Box, Container, Text, Title } from '@mantine/core';
import type { Variants } from 'framer-motion';
import type { ReactNode } from 'react';
import drawnWhenNear from '../drawn-when-near/drawn-when-near.module.css';
import { LinkButton } from '../link-button/link-button';
import { Reveal, RevealItem } from '../motion/reveal';

export interface CtaBannerProps {
  /** Heading. @default "Let's work together" */
  title?: string;
  /** Text under the heading. @default none */
  description?: ReactNode;
  /** Button label. @default "Get in touch" */
  buttonLabel?: string;
  /** Where the button goes. @default '/contact-us' */
  to?: string;
}

/** Banner entrance 0.6 s, stagger 0.15 s (docs/requirements.md#entrance-animations). */
export const CTA_BANNER_MOTION = { duration: 0.6, stagger: 0.15 } as const;

const itemVariants: Variants = {
  hidden: { opacity: 0, y: 16 },
  visible: { opacity: 1, y: 0, transition: { duration: CTA_BANNER_MOTION.duration, ease: 'easeOut' } },
};

export function CtaBanner({
  title = "Let's work together",
  description,
  buttonLabel = 'Get in touch',
  to = '/contact-us',
}: CtaBannerProps) {
  return (
    <Box
      component="section"
      py={{ base: 48, md: 72 }}
      bg="gray.0"
      aria-label={title}
      className={drawnWhenNear.section}
    >
      <Container size="lg">
        <Reveal
          amount={0.3}
          once
          stagger={CTA_BANNER_MOTION.stagger}
          style={{
            borderRadius: 16,
            padding: 'clamp(32px, 6vw, 64px)',
            background: 'linear-gradient(135deg, #0b1f3a 0%, #2735b0 100%)',
            color: '#fff',
            textAlign: 'center',
          }}
        >
          <RevealItem variants={itemVariants}>
            <Title order={2} c="white">
              {title}
            </Title>
          </RevealItem>
          {description && (
            <RevealItem variants={itemVariants}>
              <Text size="lg" mt="sm" maw={640} mx="auto" c="gray.2">
                {description}
              </Text>
            </RevealItem>
          )}
          <RevealItem variants={itemVariants} style={{ marginTop: 24 }}>
            <LinkButton to={to} size="md" variant="white" color="dark">
              {buttonLabel}
            </LinkButton>
          </RevealItem>
        </Reveal>
      </Container>
    </Box>
  );
}
