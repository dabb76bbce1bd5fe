// What every interview e-mail and its .ics say of the interview: when (in the office's zone, where the
// interview is held, and for staff also in the other office's), where, and how (docs/decisions/0057).
import {
  INTERVIEW_KIND_LABELS,
  type InterviewKind,
  type InterviewState,
  OFFICE_ADDRESSES,
  OFFICE_LABELS,
  OFFICE_TIME_ZONES,
  type Office,
  offices,
} from '../../contracts/interviews';

/** One interview as its e-mails need it: read in the transaction of the change. */
export interface InterviewFacts {
  id: number;
  applicationId: number;
  uid: string;
  sequence: number;
  state: InterviewState;
  kind: InterviewKind;
  office: Office;
  videoLink: string | null;
  durationMinutes: number;
  /** The booked time; null while proposed (or cancelled before it was booked). */
  startsAt: Date | null;
  careerTitle: string;
  candidate: { name: string; email: string };
  interviewers: { name: string; email: string }[];
  cancelReason: string | null;
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** "Monday, 29 March 2027, 10:00" on the clocks of `timeZone`. */
export function wallClock(at: Date, timeZone: string): string {
  let format = whenFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    whenFormats.set(timeZone, format);
  }
  return format.format(at).replace(' at ', ', ');
}

/** "Monday, 29 March 2027, 10:00 Manchester time (45 minutes)". */
export function whenLine(facts: InterviewFacts & { startsAt: Date }): string {
  const zone = OFFICE_TIME_ZONES[facts.office];
  return `${wallClock(facts.startsAt, zone)} ${OFFICE_LABELS[facts.office]} time (${facts.durationMinutes} minutes)`;
}

/** The same moment at the other office: staff in Hyderabad and Manchester interview together. */
export function otherOfficeLine(facts: InterviewFacts & { startsAt: Date }): string {
  const other = offices.find((office) => office !== facts.office) ?? facts.office;
  return `${wallClock(facts.startsAt, OFFICE_TIME_ZONES[other])} ${OFFICE_LABELS[other]} time`;
}

/** The LOCATION of the event and the "Where" of the e-mail, in words for the candidate or for staff. */
export function placeLine(facts: InterviewFacts, reader: 'candidate' | 'staff' = 'staff'): string {
  if (facts.kind === 'video') return facts.videoLink ?? INTERVIEW_KIND_LABELS.video;
  if (facts.kind === 'onsite') return OFFICE_ADDRESSES[facts.office];
  return reader === 'candidate'
    ? 'We will call you on the number in your application'
    : 'We call the candidate on the number in their application';
}

/** "Video call" / "At the office (Hyderabad)" / "Phone call". */
export function kindLine(facts: InterviewFacts): string {
  const label = INTERVIEW_KIND_LABELS[facts.kind];
  return facts.kind === 'onsite' ? `${label} (${OFFICE_LABELS[facts.office]})` : label;
}
