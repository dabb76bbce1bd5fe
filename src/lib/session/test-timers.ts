// The documented test-only setting that shortens the inactivity timers (README, docs/decisions/0004):
// localStorage `meera.testTimers` = {"inactivityMs": 6000, "checkIntervalMs": 1000}. Nothing else
// reads it, and without it the SPEC's 5 minutes and 30 seconds apply. It can only shorten them: anything
// longer than the SPEC's timers (or no number at all) is ignored, so it can never keep a session open.
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LIMIT_MS } from '#machines/inactivity.machine.ts';

export const TEST_TIMERS_KEY = 'meera.testTimers';

export interface TestTimers {
  checkIntervalMs: number;
  /** Ticks of checkIntervalMs after which the person is idle. */
  idleTickLimit: number;
}

export function readTestTimers(): TestTimers | null {
  try {
    const raw = window.localStorage.getItem(TEST_TIMERS_KEY);
    if (!raw) return null;
    const { inactivityMs = INACTIVITY_LIMIT_MS, checkIntervalMs = INACTIVITY_CHECK_INTERVAL_MS } = JSON.parse(
      raw,
    ) as { inactivityMs?: number; checkIntervalMs?: number };
    const shorter =
      checkIntervalMs >= 100 &&
      checkIntervalMs <= INACTIVITY_CHECK_INTERVAL_MS &&
      inactivityMs >= checkIntervalMs &&
      inactivityMs <= INACTIVITY_LIMIT_MS;
    if (!shorter) return null;
    // Rounded down: the idle time it gives is never longer than asked, so never longer than the SPEC's.
    return { checkIntervalMs, idleTickLimit: Math.floor(inactivityMs / checkIntervalMs) };
  } catch {
    return null;
  }
}
