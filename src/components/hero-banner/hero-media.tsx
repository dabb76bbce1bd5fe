// The hero's background (docs/requirements.md#hero-background): the poster, the muted looping video over it,
// or an animated effect. It depends on the visitor's motion preference, so on a server-drawn page it is an
// island (decision 0017): the server draws the poster (the calm answer), and the video or effect takes over
// once it is live.

import { inlineStyled } from '#src/islands/inline-styled.ts';
import { useMediaMatch } from '#src/lib/use-hydrated.ts';
import { AnimatedBackground } from '../animated-background/animated-background';
import type { BgEffect, EffectConfig } from '../animated-background/effect-options';
import classes from './hero-banner.module.css';
import { videoOpacity as toOpacity, videoFilter } from './hero-options';

export interface VideoSource {
  src: string;
  /** MIME type, e.g. 'video/webm'. */
  type: string;
  /** Media query choosing this source, e.g. '(max-width: 640px)'. @default none */
  media?: string;
}

export interface HeroMediaProps {
  videoSources?: VideoSource[];
  videoPoster?: string;
  /** In percent, 0-100. */
  videoOpacity: number;
  /** In percent of 10 px. */
  videoBlurPercent: number;
  bgEffect?: BgEffect;
  bgConfig?: EffectConfig;
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
      className={classes.fill}
      // Drawn by the rules the server's poster carries into the page (same class and attributes): it needs
      // none of the page's stylesheets in full (decision 0072).
      {...inlineStyled}
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

export function HeroMedia({
  videoSources,
  videoPoster,
  videoOpacity,
  videoBlurPercent,
  bgEffect,
  bgConfig,
}: HeroMediaProps) {
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)', true);
  const poster = videoPoster ? (
    <img
      className={classes.fill}
      src={videoPoster}
      alt=""
      fetchPriority="high"
      data-blurred={!bgEffect && videoFilter(videoBlurPercent) ? true : undefined}
      style={{
        opacity: toOpacity(videoOpacity),
        filter: bgEffect ? undefined : videoFilter(videoBlurPercent),
      }}
    />
  ) : null;

  let media = poster;
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
  }
  // The box is the server's, drawn again when the video takes over: its rules are inline too.
  return (
    media && (
      <div className={classes.media} {...inlineStyled}>
        {media}
      </div>
    )
  );
}
