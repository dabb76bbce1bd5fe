// The .ics the invitations carry, read back by an independent parser (ical.js), as a calendar would read it
// (docs/decisions/0057): the office's zone with its VTIMEZONE, and the UK's clock changes that India does not
// make — 10:00 in Manchester is 14:30 in Hyderabad in summer and 15:30 in winter, either side of each change.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type IcsEvent, writeCalendar } from '../../server/calendar/ics-calendar';

const event = (start: string, timeZone: string, overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'interview-1@meeraconsultancy.com',
  sequence: 1,
  start: new Date(start),
  durationMinutes: 45,
  timeZone,
  summary: 'Interview',
  location: 'Manchester office',
  description: 'Video call',
  organizer: { name: 'Meera Consultancy Careers', email: 'careers@meeraconsultancy.com' },
  attendees: [{ name: 'Priya Sharma', email: 'priya.sharma@example.com' }],
  cancelled: false,
  ...overrides,
});

/** The calendar parsed, its zones known to ical.js only from the file's own VTIMEZONEs. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** "HH:MM" of `time` on the clocks of `zone` (a VTIMEZONE the file carried). */
function clockIn(time: ICAL.Time, zone: string) {
  const tz = ICAL.TimezoneService.get(zone);
  if (!tz) throw new Error(`no VTIMEZONE for ${zone}`);
  const there = time.convertToZone(tz);
  return `${String(there.hour).padStart(2, '0')}:${String(there.minute).padStart(2, '0')}`;
}

/** Both offices' zones in the file, as a calendar in Hyderabad and one in Manchester would have them. */
function bothZones(ics: string, other: string) {
  const extra = writeCalendar({ events: [event('2027-01-01T00:00:00Z', other)] });
  read(extra);
  return read(ics);
}

describe('an interview’s time in the .ics', () => {
  it.each([
    ['the Friday before the UK moves to summer time', '2027-03-26T10:00:00Z', '10:00', '15:30'],
    ['the Monday after the UK moves to summer time', '2027-03-29T09:00:00Z', '10:00', '14:30'],
    ['the Friday before the UK moves back', '2027-10-29T09:00:00Z', '10:00', '14:30'],
    ['the Monday after the UK moves back', '2027-11-01T10:00:00Z', '10:00', '15:30'],
  ])('a Manchester interview on %s is at %s there and %s in Hyderabad', (_when, instant, london, kolkata) => {
    const ics = writeCalendar({ method: 'REQUEST', events: [event(instant, 'Europe/London')] });
    const { event: parsed, vevent } = bothZones(ics, 'Asia/Kolkata');
    const dtstart = vevent.getFirstProperty('dtstart');
    expect(dtstart?.getParameter('tzid')).toBe('Europe/London');
    expect(clockIn(parsed.startDate, 'Europe/London')).toBe(london);
    expect(clockIn(parsed.startDate, 'Asia/Kolkata')).toBe(kolkata);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(new Date(instant).toISOString());
    expect(parsed.endDate.toJSDate().getTime() - parsed.startDate.toJSDate().getTime()).toBe(45 * 60_000);
  });

  it.each([
    ['the Monday after the UK moves to summer time', '2027-03-29T09:00:00Z', '14:30', '10:00'],
    ['the Monday after the UK moves back', '2027-11-01T09:00:00Z', '14:30', '09:00'],
  ])('a Hyderabad interview on %s is at %s there and %s in Manchester', (_when, instant, kolkata, london) => {
    const ics = writeCalendar({ method: 'REQUEST', events: [event(instant, 'Asia/Kolkata')] });
    const { event: parsed, vevent } = bothZones(ics, 'Europe/London');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(clockIn(parsed.startDate, 'Asia/Kolkata')).toBe(kolkata);
    expect(clockIn(parsed.startDate, 'Europe/London')).toBe(london);
  });
});

describe('an invitation', () => {
  it('is an iTIP REQUEST with the office’s VTIMEZONE, organiser, attendees asked to answer, UID and SEQUENCE', () => {
    const ics = writeCalendar({
      method: 'REQUEST',
      events: [event('2027-03-29T09:00:00Z', 'Europe/London', { sequence: 4 })],
    });
    const { calendar, vevent, event: parsed } = read(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/London',
    ]);
    expect(parsed.uid).toBe('interview-1@meeraconsultancy.com');
    expect(parsed.sequence).toBe(4);
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:careers@meeraconsultancy.com',
    );
    const [attendee] = vevent.getAllProperties('attendee');
    expect(String(attendee?.getFirstValue()).toLowerCase()).toBe('mailto:priya.sharma@example.com');
    expect(attendee?.getParameter('rsvp')).toBe('TRUE');
    expect(attendee?.getParameter('cn')).toBe('Priya Sharma');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // DTSTAMP is always UTC (RFC 5545 3.8.7.2).
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('a cancellation is METHOD:CANCEL with STATUS:CANCELLED and asks no answer', () => {
    const ics = writeCalendar({
      method: 'CANCEL',
      events: [event('2027-03-29T09:00:00Z', 'Europe/London', { sequence: 5, cancelled: true })],
    });
    const { calendar, vevent } = read(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(5);
    expect(vevent.getFirstProperty('attendee')?.getParameter('rsvp')).toBe('FALSE');
  });
});
