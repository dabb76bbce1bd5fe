// The e-mail a colleague receives when a note names them with @username (docs/decisions/0049): who wrote it,
// about whom, the note itself (its HTML twin is the sanitised HTML already stored; its text part is that HTML
// as text, never the markdown), and the link to the page the note is on and to their mentions list.
import { firm } from '../../contracts/firm';
import type { MailKind } from '../../contracts/outgoing-mail';
import { escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';
import { htmlAsText } from './plain-text';

/** Its kind in the mail queue. */
export const NOTE_MENTION_MAIL = 'note-mention' satisfies MailKind;

export interface NoteMentionInput {
  colleague: { name: string; email: string };
  /** The display name of who wrote the note. */
  author: string;
  /** Whom the note is about: the person's name, with the job when it is on an application. */
  about: string;
  noteHtml: string;
  /** Whole addresses: the note's page and the colleague's mentions list. */
  noteUrl: string;
  mentionsUrl: string;
}

export function noteMentionMail({
  colleague,
  author,
  about,
  noteHtml,
  noteUrl,
  mentionsUrl,
}: NoteMentionInput): MailMessage {
  const intro = `${author} mentioned you in a note on ${about}:`;
  const text = [
    `Hello ${colleague.name},`,
    intro,
    htmlAsText(noteHtml)
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n'),
    `Open the note:\n${noteUrl}`,
    `Everything that mentions you:\n${mentionsUrl}`,
    `— ${firm.name} staff area`,
  ].join('\n\n');

  const html = mailDocument(`<p>Hello ${escapeHtml(colleague.name)},</p>
<p>${escapeHtml(intro)}</p>
<blockquote style="margin: 0 0 16px; padding: 8px 16px; border-left: 4px solid #ccc;">${noteHtml}</blockquote>
<p><a href="${escapeHtml(noteUrl)}">Open the note</a> · <a href="${escapeHtml(mentionsUrl)}">Everything that mentions you</a></p>
<p style="color: #555; font-size: 13px;">— ${escapeHtml(firm.name)} staff area</p>`);

  return {
    to: { name: colleague.name, address: colleague.email },
    subject: `${author} mentioned you in a note on ${about}`,
    text,
    html,
  };
}
