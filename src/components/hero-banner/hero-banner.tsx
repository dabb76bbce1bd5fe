// The hero banner (docs/requirements.md#hero-banner): kicker, headline, description and up to two buttons
// over an optional background video (muted, looping, autoplaying, inline, with a poster) or animated
// background, with overlay and grid.
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { island } from '#src/islands/island.tsx';
import type { BgEffect, EffectConfig } from '../animated-background/effect-options';
import { LinkButton } from '../link-button/link-button';
import classes from './hero-banner.module.css';
import type { VideoSource } from './hero-media';
import { HERO_DEFAULTS, HERO_HEIGHTS, type HeroHeight, type HeroOverlay, overlayColor } from './hero-options';

export type { VideoSource };

// The background (poster, video or animated effect): an island on server-drawn pages (decision 0017).
const HeroMedia = island('hero-media');

/** A hero button: navigates to a route (optionally to an anchor on it), or runs an action. */
export type HeroCta = { label: string; to: string; hash?: string } | { label: string; onClick: () => void };

export interface HeroBannerProps {
  /** Short line above the headline. @default none */
  kicker?: string;
  /** The page's headline (its h1). */
  title: ReactNode;
  /** Paragraph below the headline. @default none */
  desc?: ReactNode;
  /** Filled button. @default none */
  primaryCta?: HeroCta;
  /** Outlined button. @default none */
  secondaryCta?: HeroCta;
  /** Background video sources, most specific first; the browser plays the first that matches. @default none */
  videoSources?: VideoSource[];
  /** Image shown before the video plays, and instead of motion when motion is reduced. @default none */
  videoPoster?: string;
  /** Video opacity in percent, clamped to 0-100. @default 100 */
  videoOpacity?: number;
  /** Video blur in percent of 10 px. @default 20 */
  videoBlurPercent?: number;
  /** Light text on a dark background, or the reverse. @default 'dark' */
  theme?: 'dark' | 'light';
  /** Alignment of the text and buttons. @default 'left' */
  align?: 'left' | 'center' | 'right';
  /** Tint over the background media. @default 'dark' */
  overlay?: HeroOverlay;
  /** Overlay opacity in percent. @default 60 */
  overlayOpacity?: number;
  /** short, auto (content height), tall or screen (fills the window below the header). @default 'auto' */
  height?: HeroHeight;
  /** A faint grid over the background. @default false */
  showGrid?: boolean;
  /** An animated background instead of a video. @default none */
  bgEffect?: BgEffect;
  /** Extra options for the animated background. @default {} */
  bgConfig?: EffectConfig;
  /** Vertical padding of the content in px. @default by height: 56 short, 96 auto/screen, 112 tall */
  contentPaddingY?: number;
}

function CtaButton({
  cta,
  variant,
  dark,
}: {
  cta: HeroCta;
  variant: 'primary' | 'secondary';
  dark: boolean;
}) {
  const style =
    variant === 'primary'
      ? { variant: 'filled' as const, color: dark ? 'teal.3' : 'brand', autoContrast: true }
      : { variant: 'outline' as const, color: dark ? 'gray.0' : 'brand' };
  if ('onClick' in cta) {
    return (
      <Button size="md" onClick={cta.onClick} {...style}>
        {cta.label}
      </Button>
    );
  }
  return (
    <LinkButton size="md" to={cta.to} hash={cta.hash} {...style}>
      {cta.label}
    </LinkButton>
  );
}

export function HeroBanner({
  kicker,
  title,
  desc,
  primaryCta,
  secondaryCta,
  videoSources,
  videoPoster,
  videoOpacity = HERO_DEFAULTS.videoOpacity,
  videoBlurPercent = HERO_DEFAULTS.videoBlurPercent,
  theme = 'dark',
  align = 'left',
  overlay = 'dark',
  overlayOpacity = HERO_DEFAULTS.overlayOpacity,
  height = 'auto',
  showGrid = false,
  bgEffect,
  bgConfig,
  contentPaddingY,
}: HeroBannerProps) {
  const dark = theme === 'dark';
  const sizing = HERO_HEIGHTS[height];
  const tint = overlayColor(overlay, overlayOpacity);
  const justify = align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start';

  return (
    <Box
      component="section"
      className={classes.hero}
      data-theme={theme}
      data-height={height}
      mih={sizing.minHeight}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <HeroMedia
        videoSources={videoSources}
        videoPoster={videoPoster}
        videoOpacity={videoOpacity}
        videoBlurPercent={videoBlurPercent}
        bgEffect={bgEffect}
        bgConfig={bgConfig}
      />
      {tint && <div className={classes.overlay} style={{ background: tint }} data-testid="hero-overlay" />}
      {showGrid && <div className={classes.grid} data-testid="hero-grid" />}
      <Container size="lg" w="100%" py={contentPaddingY ?? sizing.paddingY}>
        <Stack className={classes.content} data-align={align} gap="md" ta={align}>
          {kicker && (
            <Text className={classes.kicker} fw={700} size="sm">
              {kicker}
            </Text>
          )}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {desc && <Text className={classes.desc}>{desc}</Text>}
          {(primaryCta || secondaryCta) && (
            <Group justify={justify} gap="sm" mt="sm">
              {primaryCta && <CtaButton cta={primaryCta} variant="primary" dark={dark} />}
              {secondaryCta && <CtaButton cta={secondaryCta} variant="secondary" dark={dark} />}
            </Group>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
