// An interview as a calendar event, for the .ics of its e-mails and for the interviewers' feeds. The candidate's
// copy names only the candidate as attendee (the status page shows them no interviewer beyond a first name);
// the interviewers' copy names everyone; after an erasure it names no candidate at all (docs/decisions/0057).
import { firm } from '../../contracts/firm';
import { OFFICE_TIME_ZONES } from '../../contracts/interviews';
import { firstNameOf } from '../../contracts/person-fields';
import { type InterviewFacts, kindLine, placeLine } from '../mail/interview-wording';
import type { MailAttachment } from '../mail/mailer';
import { type IcsEvent, type IcsMethod, writeCalendar } from './ics-calendar';

/** Who sends the invitations and receives the answers (RSVP): the careers team. */
export const INTERVIEW_ORGANIZER = { name: `${firm.name} Careers`, email: firm.careersEmail };

/** Whose copy: the candidate's, the interviewers', or the interviewers' once the candidate was erased. */
export type EventAudience = 'candidate' | 'interviewers' | 'erased';

export function interviewEvent(
  facts: InterviewFacts & { startsAt: Date },
  audience: EventAudience,
): IcsEvent {
  const base = {
    uid: facts.uid,
    sequence: facts.sequence,
    start: facts.startsAt,
    durationMinutes: facts.durationMinutes,
    timeZone: OFFICE_TIME_ZONES[facts.office],
    location: placeLine(facts, audience === 'candidate' ? 'candidate' : 'staff'),
    organizer: INTERVIEW_ORGANIZER,
    cancelled: facts.state === 'cancelled',
  };
  if (audience === 'erased') {
    return {
      ...base,
      summary: 'Interview (cancelled)',
      description: 'This interview is cancelled: the candidate’s details were erased at their request.',
      attendees: facts.interviewers,
    };
  }
  if (audience === 'candidate') {
    const who = facts.interviewers.map((person) => firstNameOf(person.name)).join(', ');
    return {
      ...base,
      summary: `Interview with ${firm.name}: ${facts.careerTitle}`,
      description: [`${kindLine(facts)}: ${placeLine(facts, 'candidate')}`, `With ${who}.`, cancelNote(facts)]
        .filter(Boolean)
        .join('\n'),
      attendees: [facts.candidate],
    };
  }
  return {
    ...base,
    summary: `Interview: ${facts.candidate.name} (${facts.careerTitle})`,
    description: [
      `${kindLine(facts)}: ${placeLine(facts)}`,
      `Interviewers: ${facts.interviewers.map((person) => person.name).join(', ')}.`,
      cancelNote(facts),
    ]
      .filter(Boolean)
      .join('\n'),
    attendees: [facts.candidate, ...facts.interviewers],
  };
}

const cancelNote = (facts: InterviewFacts) => (facts.cancelReason ? `Cancelled: ${facts.cancelReason}` : '');

/** The .ics file of an iTIP message (RFC 5546) about one interview, as an e-mail attachment. */
export function invitationAttachment(method: IcsMethod, event: IcsEvent): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
    content: writeCalendar({ method, events: [event] }),
  };
}
