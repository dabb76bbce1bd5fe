import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIRDS_DEFAULTS,
  effectOptions,
  MIN_EFFECT_SIZE,
  NET_MOBILE,
  RESIZE_SETTLE_MS,
} from '../../../src/components/animated-background/effect-options';
import { unwrapFactory } from '../../../src/components/animated-background/load-effect';
import {
  HERO_BAKED_BLUR_PERCENT,
  HERO_DEFAULTS,
  overlayColor,
  videoBlurPx,
  videoFilter,
  videoOpacity,
} from '../../../src/components/hero-banner/hero-options';

describe('hero video opacity (docs/requirements.md#hero-background: 0-100 clamped to 0-1)', () => {
  it.each([
    [100, 1],
    [60, 0.6],
    [0, 0],
    [150, 1],
    [-20, 0],
    [Number.NaN, 1],
  ])('%s percent is opacity %s', (percent, opacity) => {
    expect(videoOpacity(percent)).toBeCloseTo(opacity);
  });

  it('defaults to 100 percent, fully opaque', () => {
    expect(HERO_DEFAULTS.videoOpacity).toBe(100);
    expect(videoOpacity()).toBe(1);
  });

  it('always lands between 0 and 1, whatever the number', () => {
    fc.assert(
      fc.property(fc.double(), (percent) => {
        const opacity = videoOpacity(percent);
        return opacity >= 0 && opacity <= 1;
      }),
    );
  });
});

describe('hero video blur (docs/requirements.md#hero-background: videoBlurPercent / 100 × 10 px)', () => {
  it.each([
    [20, 2],
    [100, 10],
    [50, 5],
    [0, 0],
    [-30, 0],
  ])('%s percent blurs %s px', (percent, px) => {
    expect(videoBlurPx(percent)).toBeCloseTo(px);
  });

  it('defaults to 20 percent, a 2 px blur, which the media carry already: no CSS filter (decision 0053)', () => {
    expect(HERO_DEFAULTS.videoBlurPercent).toBe(20);
    expect(HERO_BAKED_BLUR_PERCENT).toBe(20);
    expect(videoFilter()).toBeUndefined();
    expect(videoFilter(0)).toBeUndefined();
  });

  it('filters only the rest of a stronger blur: Gaussian blurs add up in squares', () => {
    // 5 px in all: √(5² − 2²) on top of the baked 2 px.
    expect(videoFilter(50)).toBe('blur(4.58px)');
    expect(videoFilter(100)).toBe('blur(9.8px)');
  });
});

describe('hero overlay', () => {
  it('tints dark or light at the overlay opacity, 60 percent by default', () => {
    expect(HERO_DEFAULTS.overlayOpacity).toBe(60);
    expect(overlayColor('dark')).toBe('rgba(11, 31, 58, 0.6)');
    expect(overlayColor('light', 25)).toBe('rgba(255, 255, 255, 0.25)');
    expect(overlayColor('dark', 140)).toBe('rgba(11, 31, 58, 1)');
    expect(overlayColor('none', 80)).toBeNull();
  });
});

describe('animated background options (docs/requirements.md#animated-background)', () => {
  it('never renders smaller than 200 px either way', () => {
    for (const effect of ['birds', 'net'] as const) {
      expect(effectOptions(effect, 1280)).toMatchObject({
        minWidth: MIN_EFFECT_SIZE,
        minHeight: MIN_EFFECT_SIZE,
      });
    }
    expect(MIN_EFFECT_SIZE).toBe(200);
  });

  it('starts the birds with the required defaults', () => {
    expect(effectOptions('birds', 1280)).toMatchObject({
      birdSize: 1.6,
      wingSpan: 24,
      speedLimit: 3,
      separation: 87,
      alignment: 4,
      cohesion: 6,
      quantity: 2,
    });
    expect(BIRDS_DEFAULTS.quantity).toBe(2);
  });

  it('uses the reduced net density at 768 px or less, whatever the page asked for', () => {
    const asked = { points: 14, maxDistance: 22, spacing: 14 };
    expect(effectOptions('net', 768, asked)).toMatchObject({ points: 10, maxDistance: 15, spacing: 18 });
    expect(effectOptions('net', 375, asked)).toMatchObject(NET_MOBILE);
    expect(effectOptions('net', 769, asked)).toMatchObject(asked);
    expect(RESIZE_SETTLE_MS).toBe(120);
  });

  it('lets a page change colours but not the net mobile density', () => {
    expect(effectOptions('net', 1280, { color: 0xff0000 })).toMatchObject({ color: 0xff0000 });
    expect(effectOptions('birds', 1280, { color1: 0x00ff00 })).toMatchObject({
      color1: 0x00ff00,
      birdSize: 1.6,
    });
  });
});

describe("vanta's prebuilt module shapes", () => {
  const factory = () => ({ destroy() {} });
  it.each([
    ['the factory itself', factory],
    ['{ default }', { default: factory }],
    ['{ default: { default } }', { default: { default: factory } }],
  ])('finds the factory in %s', (_shape, moduleValue) => {
    expect(unwrapFactory(moduleValue)).toBe(factory);
  });

  it('says so when a module has no factory', () => {
    expect(() => unwrapFactory({ default: { nothing: true } })).toThrow(/no factory/);
  });
});
