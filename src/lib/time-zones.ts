// The browser's side of time and time zones, beside contracts/interview-times.ts (which turns wall-clock times
// into instants and back): what a date and a time input hold as a wall-clock time, the zones a visitor can
// choose from, the one they chose (remembered in this browser), and the time now as a page shows it.
import { useEffect, useState } from 'react';
import { detectedTimeZone, isKnownTimeZone, type WallTime } from '#contracts/interview-times.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** What a date input (YYYY-MM-DD) and a time input (HH:mm) hold together; null while either is incomplete. */
export function wallTimeOfInputs(date: string, time: string): WallTime | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  };
  // 2027-02-31 passes the pattern; a date input never sends one, but a typed value might.
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  return check.getUTCMonth() === wall.month - 1 && wall.hour < 24 && wall.minute < 60 ? wall : null;
}

/** Every zone the browser knows, with `always` among them (an engine without the list offers just those). */
export function knownTimeZones(always: readonly string[] = []): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const listed = intl.supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([...always, ...listed])].sort((a, b) => a.localeCompare(b));
}

const STORAGE_KEY = 'preferred-time-zone';

/** The zone the visitor chose on an earlier visit, or else the one their browser reports. */
export function preferredTimeZone(): string {
  try {
    const kept = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (kept && isKnownTimeZone(kept)) return kept;
  } catch {
    // Storage refused (a private window): the detected zone serves.
  }
  return detectedTimeZone();
}

export function keepPreferredTimeZone(timeZone: string) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, timeZone);
  } catch {
    // Not kept: the choice still holds for this visit.
  }
}

const TICK_MS = 30_000;

/**
 * The time now, kept fresh while a page stays open: an interview's "Mark held" appears once its time has come,
 * and the candidate's "Cancel" goes at the cut-off, without a reload. Half a minute is finer than either needs.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
