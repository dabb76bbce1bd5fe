// An interviewer's e-mails about an interview (docs/decisions/0057): the invitation with its .ics, the reminders
// and the cancellation. They give the time at both offices, since interviewers sit in Hyderabad and Manchester.
// After an erasure the cancellation names no candidate.
import { firm } from '../../contracts/firm';
import { firstNameOf } from '../../contracts/person-fields';
import { type InterviewFacts, kindLine, otherOfficeLine, placeLine, whenLine } from './interview-wording';
import { escapeHtml, mailDocument } from './mail-html';
import type { MailAttachment, MailMessage } from './mailer';

type Booked = InterviewFacts & { startsAt: Date };
type Person = { name: string; email: string };

function staffMessage(
  to: Person,
  subject: string,
  paragraphs: string[],
  attachments?: MailAttachment[],
): MailMessage {
  const all = [`Hello ${firstNameOf(to.name)},`, ...paragraphs];
  const signature = `— ${firm.name} staff area`;
  return {
    to: { name: to.name, address: to.email },
    replyTo: firm.careersEmail,
    subject,
    text: [...all, signature].join('\n\n'),
    html: mailDocument(
      [
        ...all.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
        `<p style="color: #555; font-size: 13px;">${escapeHtml(signature)}</p>`,
      ].join('\n'),
    ),
    ...(attachments ? { attachments } : {}),
  };
}

const details = (facts: Booked) =>
  [
    `When: ${whenLine(facts)}`,
    `That is ${otherOfficeLine(facts)}.`,
    `${kindLine(facts)}: ${placeLine(facts)}`,
    `Interviewers: ${facts.interviewers.map((person) => person.name).join(', ')}`,
  ].join('\n');

export function interviewerInvitationMail(facts: Booked, to: Person, ics: MailAttachment): MailMessage {
  const moved = facts.state === 'rescheduled';
  return staffMessage(
    to,
    `${moved ? 'Interview moved' : 'Interview booked'}: ${facts.candidate.name} (${facts.careerTitle})`,
    [
      `${moved ? 'The interview has a new time' : 'An interview is booked'} with ${facts.candidate.name} for ${facts.careerTitle}.`,
      details(facts),
    ],
    [ics],
  );
}

export function interviewerReminderMail(facts: Booked, to: Person, minutesBefore: number): MailMessage {
  const soon = minutesBefore >= 24 * 60 ? 'tomorrow' : 'in an hour';
  return staffMessage(to, `Reminder: interview ${soon} with ${facts.candidate.name}`, [
    `A reminder of your interview with ${facts.candidate.name} for ${facts.careerTitle}.`,
    details(facts),
  ]);
}

/** The booked time no longer stands: the recruiter offered the candidate new times to choose from. */
export function interviewerRebookingMail(facts: Booked, to: Person, ics: MailAttachment): MailMessage {
  return staffMessage(
    to,
    `Interview to be rebooked: ${facts.candidate.name} (${facts.careerTitle})`,
    [
      `The interview with ${facts.candidate.name} for ${facts.careerTitle} on ${whenLine(facts)} no longer stands: the candidate has been offered new times. You will get a new invitation once they choose one.`,
      'The attachment removes the old time from your calendar.',
    ],
    [ics],
  );
}

/** `erased`: the candidate's details are gone, and this message must not carry them either. */
export function interviewerCancellationMail(
  facts: Booked,
  to: Person,
  ics: MailAttachment,
  erased: boolean,
): MailMessage {
  if (erased) {
    return staffMessage(
      to,
      'Interview cancelled',
      [
        `The interview on ${whenLine(facts)} is cancelled: the candidate’s details were erased at their request.`,
        'The attachment removes it from your calendar.',
      ],
      [ics],
    );
  }
  return staffMessage(
    to,
    `Interview cancelled: ${facts.candidate.name} (${facts.careerTitle})`,
    [
      `The interview with ${facts.candidate.name} for ${facts.careerTitle} on ${whenLine(facts)} is cancelled.`,
      ...(facts.cancelReason ? [`Reason: ${facts.cancelReason}`] : []),
      'The attachment removes it from your calendar.',
    ],
    [ics],
  );
}
