// The hero banner's option arithmetic (docs/requirements.md#hero-background), kept pure so it is tested on
// its own.

export type HeroOverlay = 'none' | 'light' | 'dark';
export type HeroHeight = 'short' | 'auto' | 'tall' | 'screen';

export const HERO_DEFAULTS = {
  /** Percent, 0-100. */
  videoOpacity: 100,
  /** Percent of the 10 px maximum blur. */
  videoBlurPercent: 20,
  /** Percent, 0-100. */
  overlayOpacity: 60,
} as const;

/** The blur at 100 percent, in px. */
export const MAX_VIDEO_BLUR_PX = 10;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Video opacity given in percent (0-100) as a CSS opacity clamped to 0-1; not a number means fully opaque. */
export function videoOpacity(percent: number = HERO_DEFAULTS.videoOpacity): number {
  return Number.isFinite(percent) ? clamp01(percent / 100) : 1;
}

/** Blur in px: videoBlurPercent / 100 × 10 px (never negative). */
export function videoBlurPx(percent: number = HERO_DEFAULTS.videoBlurPercent): number {
  return Number.isFinite(percent) ? Math.max(0, (percent / 100) * MAX_VIDEO_BLUR_PX) : 0;
}

/**
 * The blur the hero's videos and posters already carry (scripts/build/make-assets.sh bakes it in with the
 * 4 % zoom that hid a CSS blur's edges: docs/decisions/0053), in percent as videoBlurPercent: the default.
 */
export const HERO_BAKED_BLUR_PERCENT = HERO_DEFAULTS.videoBlurPercent;

/**
 * The CSS filter the background still needs on media that carry the baked blur, or undefined when they carry
 * all of it (the default: no filter runs on every frame). Gaussian blurs add up in squares, so a stronger
 * blur asked for is the baked one and the rest: √(px² − baked²). A weaker one cannot be taken out of the media.
 */
export function videoFilter(percent: number = HERO_DEFAULTS.videoBlurPercent): string | undefined {
  const px = videoBlurPx(percent);
  const baked = videoBlurPx(HERO_BAKED_BLUR_PERCENT);
  if (px <= baked) return undefined;
  return `blur(${Number(Math.sqrt(px * px - baked * baked).toFixed(2))}px)`;
}

const OVERLAY_RGB: Record<Exclude<HeroOverlay, 'none'>, string> = {
  light: '255, 255, 255',
  dark: '11, 31, 58',
};

/** The overlay's colour at its opacity (percent, clamped), or null for no overlay. */
export function overlayColor(
  overlay: HeroOverlay,
  opacityPercent: number = HERO_DEFAULTS.overlayOpacity,
): string | null {
  if (overlay === 'none') return null;
  const alpha = Number.isFinite(opacityPercent) ? clamp01(opacityPercent / 100) : 0.6;
  return `rgba(${OVERLAY_RGB[overlay]}, ${alpha})`;
}

/** Minimum height of the banner for each height option (CSS length), and the default vertical padding in px. */
export const HERO_HEIGHTS: Record<HeroHeight, { minHeight: string | undefined; paddingY: number }> = {
  short: { minHeight: '280px', paddingY: 56 },
  auto: { minHeight: undefined, paddingY: 96 },
  tall: { minHeight: 'min(640px, 80vh)', paddingY: 112 },
  screen: { minHeight: 'calc(100svh - var(--hero-offset, 64px))', paddingY: 96 },
};
