// The hero banner of SPEC §2: kicker, headline, description and up to two buttons over an optional background
// video (muted, looping, autoplaying, inline, with a poster) or animated background, with overlay and grid.
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMediaMatch } from '#src/lib/use-hydrated.ts';
import { AnimatedBackground } from '../animated-background/animated-background';
import type { BgEffect, EffectConfig } from '../animated-background/effect-options';
import { LinkButton } from '../link-button/link-button';
import classes from './hero-banner.module.css';
import {
  HERO_DEFAULTS,
  HERO_HEIGHTS,
  type HeroHeight,
  type HeroOverlay,
  overlayColor,
  videoOpacity as toOpacity,
  videoFilter,
} from './hero-options';

/** A hero button: navigates to a route (optionally to an anchor on it), or runs an action. */
export type HeroCta = { label: string; to: string; hash?: string } | { label: string; onClick: () => void };

export interface VideoSource {
  src: string;
  /** MIME type, e.g. 'video/webm'. */
  type: string;
  /** Media query choosing this source, e.g. '(max-width: 640px)'. @default none */
  media?: string;
}

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

function BackgroundVideo({
  sources,
  poster,
  opacity,
  blurPercent,
}: {
  sources: VideoSource[];
  poster: string | undefined;
  opacity: number;
  blurPercent: number;
}) {
  const filter = videoFilter(blurPercent);
  return (
    <video
      className={classes.video}
      // React sets `muted` only as a property; autoplay policies also look at the default.
      ref={(video) => {
        if (video) {
          video.defaultMuted = true;
          video.muted = true;
        }
      }}
      autoPlay
      muted
      loop
      playsInline
      disablePictureInPicture
      preload="metadata"
      poster={poster}
      aria-hidden="true"
      tabIndex={-1}
      data-blurred={filter ? true : undefined}
      style={{ opacity: toOpacity(opacity), filter }}
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} media={source.media} />
      ))}
    </video>
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
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)', true);
  const dark = theme === 'dark';
  const sizing = HERO_HEIGHTS[height];
  const tint = overlayColor(overlay, overlayOpacity);
  const poster = videoPoster ? (
    <img
      className={classes.poster}
      src={videoPoster}
      alt=""
      fetchPriority="high"
      data-blurred={videoFilter(videoBlurPercent) ? true : undefined}
      style={{
        opacity: toOpacity(videoOpacity),
        filter: bgEffect ? undefined : videoFilter(videoBlurPercent),
      }}
    />
  ) : null;
  const justify = align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start';

  let media: ReactNode = null;
  if (bgEffect) {
    media = <AnimatedBackground effect={bgEffect} config={bgConfig} fallback={poster} />;
  } else if (videoSources?.length && !reducedMotion) {
    media = (
      <BackgroundVideo
        sources={videoSources}
        poster={videoPoster}
        opacity={videoOpacity}
        blurPercent={videoBlurPercent}
      />
    );
  } else {
    media = poster;
  }

  return (
    <Box
      component="section"
      className={classes.hero}
      data-theme={theme}
      data-height={height}
      mih={sizing.minHeight}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      {media && <div className={classes.media}>{media}</div>}
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
