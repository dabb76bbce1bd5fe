// Writes iCalendar text (RFC 5545) for interviews, as invitations (iTIP, RFC 5546: METHOD REQUEST or CANCEL)
// and as a staff member's feed, with ical-generator (docs/decisions/0057). Each event is written in its
// office's zone with that zone's VTIMEZONE, so a calendar shows 10:00 in Manchester as 14:30 or 15:30 in
// Hyderabad by the zone rules, not by an offset frozen when the mail went.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Who the invitation is from and whom it is for, as ORGANIZER and ATTENDEE. */
export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  /** The interview's UID: the same for its whole life, so a calendar updates the event it already has. */
  uid: string;
  /** Raised on every change; a calendar ignores a message with a lower one than it has seen. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  /** The office's IANA zone: DTSTART/DTEND carry its TZID, and its VTIMEZONE is written once. */
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  cancelled: boolean;
  /** When this version of the event was written (DTSTAMP); now when unset. */
  stamp?: Date;
}

export type IcsMethod = 'REQUEST' | 'CANCEL';

const PRODUCT_ID = { company: 'Meera Consultancy', product: 'Interviews', language: 'EN' };

/**
 * A whole calendar. With a method it is an iTIP message (one event, to the attendees); without one it is a
 * published calendar (the feed). The calendar itself names no zone: ical-generator would then write DTSTAMP
 * in local time, which RFC 5545 forbids (it is always UTC); each event names its own.
 */
export function writeCalendar({
  method,
  name,
  refreshSeconds,
  events,
}: {
  method?: IcsMethod;
  /** A feed's name in the subscriber's calendar list. */
  name?: string;
  /** A feed's REFRESH-INTERVAL. */
  refreshSeconds?: number;
  events: IcsEvent[];
}): string {
  const calendar = ical({ prodId: PRODUCT_ID });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  if (method) calendar.method(method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL);
  if (name) calendar.name(name);
  if (refreshSeconds) calendar.ttl(refreshSeconds);
  for (const event of events) {
    // A dayjs moment in the office's zone: ical-generator writes a native Date in the server's own zone.
    const start = dayjs.utc(event.start).tz(event.timeZone);
    const written = calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: event.stamp ?? new Date(),
      start,
      end: start.add(event.durationMinutes, 'minute'),
      timezone: event.timeZone,
      summary: event.summary,
      location: event.location,
      description: event.description,
      organizer: event.organizer,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
    for (const attendee of event.attendees) {
      written.createAttendee({
        name: attendee.name,
        email: attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        // Only an invitation asks for an answer; a cancellation or a feed does not.
        rsvp: method === 'REQUEST',
      });
    }
  }
  return calendar.toString();
}
