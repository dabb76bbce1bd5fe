// Interview times across zones (docs/decisions/0056). Times are stored and sent as UTC instants; people read
// them as wall-clock times in a zone: the office's (the interview's own) and the viewer's. The UK changes its
// clocks and India does not, so the gap between Manchester and Hyderabad is 4.5 hours in British Summer Time
// and 5.5 in winter: only the zone database (Intl) knows which applies on a given day, never a fixed offset.
// Shared by the SPA (the proposal form, the status page) and the server (invitations, e-mails).
import { OFFICE_TIME_ZONES, type Office } from './interviews';

/** A wall-clock time in some zone: months 1–12, hours 0–23. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

type Instant = Date | string | number;
const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

/** One formatter per zone: building an Intl.DateTimeFormat is far dearer than using one. */
const partFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time `instant` is in `timeZone`. */
export function wallTimeIn(instant: Instant, timeZone: string): WallTime {
  const parts = partsFormatter(timeZone).formatToParts(toDate(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in minutes (330 in India; 0 or 60 in the UK). */
export function zoneOffsetMinutes(instant: Instant, timeZone: string): number {
  const date = toDate(instant);
  const wall = wallTimeIn(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const whole = Math.floor(date.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant a wall-clock time in `timeZone` stands for ("10:00 in Manchester on 29 March 2027"). The offset
 * is the one in force at that time, not today's. A time the clocks skip (01:30 on the UK's spring night) is
 * read with the offset before the change, so it lands an hour later, as a clock would show it.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The offset near the answer is the offset at the answer, except across a change: a second look settles it.
  let guess = naive - zoneOffsetMinutes(naive, timeZone) * 60_000;
  guess = naive - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess);
}

/** The office's wall-clock time for an instant: what the recruiter chose, and what the invitation says. */
export const officeWallTime = (instant: Instant, office: Office) =>
  wallTimeIn(instant, OFFICE_TIME_ZONES[office]);

/** The instant of a wall-clock time at an office: the proposal form's times are the office's. */
export const officeInstant = (wall: WallTime, office: Office) => instantOf(wall, OFFICE_TIME_ZONES[office]);

/** "Mon, 29 Mar 2027, 14:30" in `timeZone` (24-hour clock, as both offices write times). */
export function formatInZone(instant: Instant, timeZone: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(instant));
}

/** "14:30" in `timeZone`. */
export function formatClockInZone(instant: Instant, timeZone: string): string {
  const { hour, minute } = wallTimeIn(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The zone's short name at that instant where the locale has one ("BST", "GMT", "GMT+5:30"). */
export function zoneNameAt(instant: Instant, timeZone: string, locale = 'en-GB'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(
    toDate(instant),
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** Whether Intl knows the zone: a candidate's own choice is checked before it is used. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The viewer's zone as the browser (or server) reports it, UTC when it cannot tell. */
export function detectedTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
