// Options for the two vanta effects (docs/requirements.md#animated-background), kept pure so they are tested
// on their own.

export type BgEffect = 'birds' | 'net';

/** Vanta options; numbers are colours (0xRRGGBB) or sizes as vanta expects. */
export type EffectConfig = Record<string, unknown>;

/** Smallest width and height the effect renders at, in px. */
export const MIN_EFFECT_SIZE = 200;
/** At this width or less the net uses its reduced density. */
export const NET_MOBILE_BREAKPOINT = 768;
/** The net re-adjusts this long after the last resize. */
export const RESIZE_SETTLE_MS = 120;

export const NET_MOBILE = { points: 10, maxDistance: 15, spacing: 18 } as const;

export const BIRDS_DEFAULTS = {
  birdSize: 1.6,
  wingSpan: 24,
  speedLimit: 3,
  separation: 87,
  alignment: 4,
  cohesion: 6,
  quantity: 2,
} as const;

const BRAND = { navy: 0x0b1f3a, blue: 0x3b4bdb, teal: 0x5eead4 } as const;

const base = {
  mouseControls: true,
  touchControls: true,
  gyroControls: false,
  minHeight: MIN_EFFECT_SIZE,
  minWidth: MIN_EFFECT_SIZE,
  scale: 1,
  scaleMobile: 1,
};

export const isNetMobile = (viewportWidth: number) => viewportWidth <= NET_MOBILE_BREAKPOINT;

/**
 * The options an effect starts with at this viewport width. The caller's config overrides the brand colours
 * and the birds defaults; at 768 px or less the net's mobile density overrides the caller's config.
 */
export function effectOptions(
  effect: BgEffect,
  viewportWidth: number,
  config: EffectConfig = {},
): EffectConfig {
  if (effect === 'birds') {
    return {
      ...base,
      backgroundColor: BRAND.navy,
      color1: BRAND.blue,
      color2: BRAND.teal,
      ...BIRDS_DEFAULTS,
      ...config,
    };
  }
  return {
    ...base,
    backgroundColor: BRAND.navy,
    color: BRAND.teal,
    ...config,
    ...(isNetMobile(viewportWidth) ? NET_MOBILE : {}),
  };
}
