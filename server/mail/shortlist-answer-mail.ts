// The notice to the recruiter who shared a shortlist when the client answers for a candidate
// (docs/decisions/0059): the answer, the comment, and the link to the shortlist's staff page.
import { firm } from '../../contracts/firm';
import type { MailKind } from '../../contracts/outgoing-mail';
import { SHORTLIST_ANSWER_LABELS, type ShortlistAnswer } from '../../contracts/shortlists';
import { escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';

/** Its kind in the mail queue: a staff notice, kept with the application like the others. */
export const SHORTLIST_ANSWER_MAIL = 'shortlist-answer' satisfies MailKind;

export interface ShortlistAnswerInput {
  recruiter: { name: string; email: string };
  clientName: string;
  candidate: string;
  answer: ShortlistAnswer;
  comment: string;
  /** The shortlist's staff page, whole. */
  url: string;
}

export function shortlistAnswerMail(input: ShortlistAnswerInput): MailMessage {
  const said = `${input.clientName} answered “${SHORTLIST_ANSWER_LABELS[input.answer]}” for ${input.candidate}.`;
  const comment = input.comment ? input.comment : '(no comment)';
  const text = [
    `Hello ${input.recruiter.name},`,
    said,
    comment
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    `Open the shortlist:\n${input.url}`,
    `— ${firm.name} staff area`,
  ].join('\n\n');
  const html = mailDocument(`<p>Hello ${escapeHtml(input.recruiter.name)},</p>
<p>${escapeHtml(said)}</p>
<blockquote style="margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #ccc; white-space: pre-wrap;">${escapeHtml(comment)}</blockquote>
<p><a href="${escapeHtml(input.url)}">Open the shortlist</a></p>
<p style="color: #555; font-size: 13px;">— ${escapeHtml(firm.name)} staff area</p>`);
  return {
    to: { name: input.recruiter.name, address: input.recruiter.email },
    subject: `${input.clientName}: “${SHORTLIST_ANSWER_LABELS[input.answer]}” for ${input.candidate}`,
    text,
    html,
  };
}
