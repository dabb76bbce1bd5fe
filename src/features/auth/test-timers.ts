// The documented test-only setting that shortens the inactivity timers (README, docs/decisions/0004):
// localStorage `meera.testTimers` = {"inactivityMs": 6000, "checkIntervalMs": 1000}. Nothing else
// reads it, and without it the SPEC's 5 minutes and 30 seconds apply.
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LIMIT_MS } from '../../../machines/inactivity.machine';

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
    if (!(checkIntervalMs >= 100) || !(inactivityMs >= checkIntervalMs)) return null;
    return { checkIntervalMs, idleTickLimit: Math.round(inactivityMs / checkIntervalMs) };
  } catch {
    return null;
  }
}
