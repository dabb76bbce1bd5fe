// The e-mail that answers "send me a new link": one fresh status-page link per application from the address.
import { firm } from '../../contracts/firm';
import { statusLinkSentence } from './application-confirmation';
import { careersSignatureHtml, careersSignatureText, escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';

export function statusLinksMail(
  applicant: { name: string; email: string },
  links: { jobTitle: string; url: string }[],
): MailMessage {
  const intro =
    links.length === 1
      ? 'Here is a new link to the status page of your application:'
      : 'Here are new links to the status pages of your applications:';
  const ignore = 'If you did not ask for this, you can ignore this e-mail: nothing has changed.';
  const text = [
    `Dear ${applicant.name},`,
    intro,
    links.map((link) => `${link.jobTitle}\n${link.url}`).join('\n\n'),
    statusLinkSentence,
    ignore,
    careersSignatureText,
  ].join('\n\n');
  const html = mailDocument(`<p>Dear ${escapeHtml(applicant.name)},</p>
<p>${escapeHtml(intro)}</p>
<ul>${links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.jobTitle)}</a></li>`).join('')}</ul>
<p>${escapeHtml(statusLinkSentence)}</p>
<p>${escapeHtml(ignore)}</p>
${careersSignatureHtml}`);
  return {
    to: { name: applicant.name, address: applicant.email },
    replyTo: firm.careersEmail,
    subject: `Your application status ${links.length === 1 ? 'link' : 'links'}`,
    text,
    html,
  };
}
