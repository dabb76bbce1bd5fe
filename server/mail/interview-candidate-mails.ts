// The candidate's e-mails about an interview (docs/decisions/0057): the times to choose from, the invitation
// with its .ics, the reminders, and the cancellation. Each links to their status page, where they book, move or
// cancel it, except the cancellation, which has nothing left to do there.
import { firm } from '../../contracts/firm';
import { firstNameOf } from '../../contracts/person-fields';
import { type InterviewFacts, kindLine, placeLine, whenLine } from './interview-wording';
import { careersSignatureHtml, careersSignatureText, escapeHtml, mailDocument } from './mail-html';
import type { MailAttachment, MailMessage } from './mailer';

type Booked = InterviewFacts & { startsAt: Date };

/** Paragraphs as the text part and the HTML twin; a paragraph given as [label, url] becomes a link. */
function candidateMessage(
  facts: InterviewFacts,
  subject: string,
  paragraphs: (string | [string, string])[],
  attachments?: MailAttachment[],
): MailMessage {
  const greeting = `Dear ${firstNameOf(facts.candidate.name)},`;
  const text = [greeting, ...paragraphs.map((p) => (typeof p === 'string' ? p : `${p[0]}\n${p[1]}`))];
  const html = [greeting, ...paragraphs].map((p) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
      : `<p><a href="${escapeHtml(p[1])}">${escapeHtml(p[0])}</a></p>`,
  );
  return {
    to: { name: facts.candidate.name, address: facts.candidate.email },
    replyTo: firm.careersEmail,
    subject,
    text: [...text, careersSignatureText].join('\n\n'),
    html: mailDocument([...html, careersSignatureHtml].join('\n')),
    ...(attachments ? { attachments } : {}),
  };
}

const details = (facts: Booked) =>
  `When: ${whenLine(facts)}\n${kindLine(facts)}: ${placeLine(facts, 'candidate')}`;

/**
 * `earlier`: the time booked before, when the recruiter offered new times instead; its CANCEL .ics goes with
 * this e-mail, so the old time leaves the candidate's calendar until they choose a new one.
 */
export function interviewProposedMail(
  facts: InterviewFacts,
  statusUrl: string,
  earlier?: { startsAt: Date; ics: MailAttachment },
): MailMessage {
  const opening = earlier
    ? `We need to move your interview for ${facts.careerTitle}: ${whenLine({ ...facts, startsAt: earlier.startsAt })} no longer stands, and the attachment removes it from your calendar. Please choose a new time on your status page; the times are shown in your own time zone there, beside ours.`
    : `We would like to interview you for ${facts.careerTitle}. Please choose the time that suits you best on your status page; the times are shown in your own time zone there, beside ours.`;
  return candidateMessage(
    facts,
    `Please choose ${earlier ? 'a new' : 'a'} time for your interview: ${facts.careerTitle}`,
    [opening, `${kindLine(facts)}, ${facts.durationMinutes} minutes.`, ['Choose a time', statusUrl]],
    earlier ? [earlier.ics] : undefined,
  );
}

export function interviewInvitationMail(facts: Booked, statusUrl: string, ics: MailAttachment): MailMessage {
  const moved = facts.state === 'rescheduled';
  return candidateMessage(
    facts,
    `${moved ? 'Your interview has moved' : 'Your interview is booked'}: ${facts.careerTitle}`,
    [
      moved
        ? `Your interview for ${facts.careerTitle} has a new time. The invitation attached replaces the one you had.`
        : `Your interview for ${facts.careerTitle} is booked. The invitation attached adds it to your calendar.`,
      details(facts),
      'You can move or cancel it on your status page until shortly before it starts.',
      ['Your status page', statusUrl],
    ],
    [ics],
  );
}

export function interviewReminderMail(facts: Booked, statusUrl: string, minutesBefore: number): MailMessage {
  const soon = minutesBefore >= 24 * 60 ? 'tomorrow' : 'in an hour';
  return candidateMessage(facts, `Reminder: your interview ${soon}: ${facts.careerTitle}`, [
    `A reminder of your interview for ${facts.careerTitle}.`,
    details(facts),
    ['Your status page', statusUrl],
  ]);
}

/** With the CANCEL .ics when an invitation had gone (the interview was booked); a plain note otherwise. */
export function interviewCancellationMail(facts: InterviewFacts, ics: MailAttachment | null): MailMessage {
  const when = facts.startsAt ? ` on ${whenLine({ ...facts, startsAt: facts.startsAt })}` : '';
  return candidateMessage(
    facts,
    `Your interview is cancelled: ${facts.careerTitle}`,
    [
      `Your interview for ${facts.careerTitle}${when} is cancelled.`,
      ...(facts.cancelReason ? [`Reason: ${facts.cancelReason}`] : []),
      ...(ics ? ['The attachment removes it from your calendar.'] : []),
      'If you have any questions, please reply to this e-mail.',
    ],
    ics ? [ics] : undefined,
  );
}
