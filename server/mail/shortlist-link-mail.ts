// The e-mail that takes a shortlist to the client's contact (docs/decisions/0059): who it is from, for which job,
// how many candidates, the link and until when it works. The link is the whole secret: it is written here and
// nowhere else (only its hash is stored), and the mail names no candidate.
import { firm } from '../../contracts/firm';
import type { MailKind } from '../../contracts/outgoing-mail';
import { careersSignatureHtml, careersSignatureText, escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';

/** Its kind in the mail queue. */
export const SHORTLIST_LINK_MAIL = 'shortlist-link' satisfies MailKind;

export interface ShortlistLinkInput {
  contact: { name: string | null; email: string };
  recruiter: string;
  careerTitle: string;
  candidates: number;
  url: string;
  expiresAt: Date;
}

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function shortlistLinkMail(input: ShortlistLinkInput): MailMessage {
  const greeting = input.contact.name ? `Dear ${input.contact.name},` : 'Hello,';
  const people = input.candidates === 1 ? '1 candidate' : `${input.candidates} candidates`;
  const intro = `${input.recruiter} of ${firm.name} has shortlisted ${people} for your role “${input.careerTitle}”.`;
  const ask = 'For each one you can tell us: interview, not a fit, or a question.';
  const until = `The link works until ${dayOf(input.expiresAt)}. Please do not forward it: anyone with it can see the shortlist.`;
  const text = [greeting, intro, ask, `Open the shortlist:\n${input.url}`, until, careersSignatureText].join(
    '\n\n',
  );
  const html = mailDocument(`<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(input.url)}">Open the shortlist</a></p>
<p>${escapeHtml(until)}</p>
${careersSignatureHtml}`);
  return {
    to: { name: input.contact.name ?? '', address: input.contact.email },
    subject: `Shortlist for ${input.careerTitle}: ${people}`,
    text,
    html,
  };
}
