// Interview times across the two offices' zones (contracts/interview-times.ts): the UK changes its clocks and
// India does not, so 10:00 in Manchester is 15:30 in Hyderabad in winter and 14:30 in summer. Both sides of
// both changes of 2027 (Sunday 28 March, Sunday 31 October), both ways.
import { describe, expect, it } from 'vitest';
import {
  formatClockInZone,
  formatInZone,
  instantOf,
  isKnownTimeZone,
  officeInstant,
  officeWallTime,
  zoneNameAt,
  zoneOffsetMinutes,
} from '../../contracts/interview-times';

const tenInManchester = (month: number, day: number) =>
  officeInstant({ year: 2027, month, day, hour: 10, minute: 0 }, 'manchester');

describe('10:00 in Manchester, in Hyderabad', () => {
  it.each([
    ['Monday before the spring change (GMT)', 3, 22, '2027-03-22T10:00:00.000Z', '15:30'],
    ['Monday after the spring change (BST)', 3, 29, '2027-03-29T09:00:00.000Z', '14:30'],
    ['Monday before the autumn change (BST)', 10, 25, '2027-10-25T09:00:00.000Z', '14:30'],
    ['Monday after the autumn change (GMT)', 11, 1, '2027-11-01T10:00:00.000Z', '15:30'],
  ])('%s', (_when, month, day, utc, hyderabad) => {
    const instant = tenInManchester(month, day);
    expect(instant.toISOString()).toBe(utc);
    expect(formatClockInZone(instant, 'Asia/Kolkata')).toBe(hyderabad);
    expect(officeWallTime(instant, 'hyderabad')).toMatchObject({ month, day });
    expect(officeWallTime(instant, 'manchester')).toEqual({ year: 2027, month, day, hour: 10, minute: 0 });
  });
});

describe('a time chosen in Hyderabad, in Manchester', () => {
  it.each([
    [3, 26, '10:00', '04:30'],
    [3, 29, '10:00', '05:30'],
    [10, 29, '10:00', '05:30'],
    [11, 1, '10:00', '04:30'],
  ])('%i/%i %s in Hyderabad is %s in Manchester', (month, day, _ten, manchester) => {
    const instant = officeInstant({ year: 2027, month, day, hour: 10, minute: 0 }, 'hyderabad');
    expect(formatClockInZone(instant, 'Europe/London')).toBe(manchester);
  });
});

describe('the offsets and the names people read', () => {
  it('follows the change to the minute', () => {
    // The UK goes forward at 01:00 UTC on 28 March and back at 01:00 UTC on 31 October 2027.
    expect(zoneOffsetMinutes('2027-03-28T00:59:00Z', 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes('2027-03-28T01:00:00Z', 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes('2027-10-31T00:59:00Z', 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes('2027-10-31T01:00:00Z', 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes('2027-03-28T01:00:00Z', 'Asia/Kolkata')).toBe(330);
    expect(zoneNameAt('2027-03-29T09:00:00Z', 'Europe/London')).toBe('BST');
    expect(zoneNameAt('2027-03-22T10:00:00Z', 'Europe/London')).toBe('GMT');
  });

  it('reads a skipped wall time (01:30 on the spring night) as a clock would show it, an hour on', () => {
    const skipped = instantOf({ year: 2027, month: 3, day: 28, hour: 1, minute: 30 }, 'Europe/London');
    expect(formatClockInZone(skipped, 'Europe/London')).toBe('02:30');
  });

  it('formats a whole date in the zone asked for', () => {
    const instant = tenInManchester(3, 29);
    expect(formatInZone(instant, 'Europe/London')).toBe('Mon, 29 Mar 2027, 10:00');
    expect(formatInZone(instant, 'Asia/Kolkata')).toBe('Mon, 29 Mar 2027, 14:30');
  });

  it('knows a real zone from a made-up one', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
