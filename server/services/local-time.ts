// A moment as it reads on a staff member's clock: Hyderabad and Manchester are 4.5 or 5.5 hours apart, and
// London moves its clocks twice a year, so every local date and time is worked out from the IANA zone.
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../contracts/staff-notifications';

export interface LocalMoment {
  /** YYYY-MM-DD on their calendar. */
  date: string;
  /** HH:MM on their 24-hour clock. */
  time: string;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
const readableFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone stored before validation existed, or edited by hand, falls back to the default rather than failing. */
const usable = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);

function cached(
  formats: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
) {
  let format = formats.get(timeZone);
  if (!format) {
    format = make();
    formats.set(timeZone, format);
  }
  return format;
}

export function localMoment(at: Date, timeZone: string): LocalMoment {
  const zone = usable(timeZone);
  const format = cached(
    partsFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** "Sun, 28 Mar 2027, 09:30 BST": what an e-mail to them says. */
export function readableLocal(at: Date, timeZone: string): string {
  const zone = usable(timeZone);
  return cached(
    readableFormats,
    zone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
  ).format(at);
}
