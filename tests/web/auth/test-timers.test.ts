import { afterEach, describe, expect, it } from 'vitest';
import { readTestTimers, TEST_TIMERS_KEY } from '../../../src/lib/session/test-timers';

const withSetting = (value: unknown) => {
  localStorage.setItem(TEST_TIMERS_KEY, JSON.stringify(value));
  return readTestTimers();
};
afterEach(() => localStorage.clear());

describe('the meera.testTimers setting', () => {
  it('shortens the inactivity timers, as the documented test setting does', () => {
    expect(withSetting({ inactivityMs: 6000, checkIntervalMs: 1000 })).toEqual({
      checkIntervalMs: 1000,
      idleTickLimit: 6,
    });
    // Exactly the SPEC's timers is allowed (no change).
    expect(withSetting({ inactivityMs: 300_000, checkIntervalMs: 30_000 })).toEqual({
      checkIntervalMs: 30_000,
      idleTickLimit: 10,
    });
  });

  it.each([
    ['a longer idle time', { inactivityMs: 300_001, checkIntervalMs: 1000 }],
    ['switching the logout off', { inactivityMs: 1e12, checkIntervalMs: 1000 }],
    ['an infinite idle time', { inactivityMs: 'Infinity', checkIntervalMs: 1000 }],
    ['a slower check', { inactivityMs: 60_000, checkIntervalMs: 30_001 }],
    ['a check only the limit itself', { checkIntervalMs: 300_000 }],
    ['a check faster than 100 ms', { inactivityMs: 500, checkIntervalMs: 50 }],
    ['an idle time under one check', { inactivityMs: 500, checkIntervalMs: 1000 }],
  ])('ignores %s: the SPEC’s 5 minutes and 30 seconds apply', (_, setting) => {
    expect(withSetting(setting)).toBeNull();
  });

  it('never rounds the idle time up past what was asked', () => {
    const timers = withSetting({ inactivityMs: 299_000, checkIntervalMs: 28_000 });
    expect(timers).not.toBeNull();
    expect((timers?.idleTickLimit ?? 0) * (timers?.checkIntervalMs ?? 0)).toBeLessThanOrEqual(299_000);
  });
});
