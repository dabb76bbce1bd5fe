// The e-mail the person on file receives when an application for a job they are already in process for
// arrives again (docs/decisions/0041). Its sender is answered as any applicant is, so only the inbox on file
// learns of it; nothing the sender typed is in it.
import type { CareerSummary } from '../../contracts/careers';
import { firm } from '../../contracts/firm';
import type { MailKind } from '../../contracts/outgoing-mail';
import { statusLinkSentence } from './application-confirmation';
import { careersSignatureHtml, careersSignatureText, escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';

/** Its kind in the mail queue. */
export const DUPLICATE_APPLICATION_MAIL = 'duplicate-application' satisfies MailKind;

export interface DuplicateApplicationInput {
  /** Who is on file for the application in process. */
  applicant: { fullName: string; email: string };
  career: CareerSummary;
  /** Their status page, whole address. */
  statusUrl: string;
}

export function duplicateApplicationNotice({
  applicant,
  career,
  statusUrl,
}: DuplicateApplicationInput): MailMessage {
  const role = `${career.title} (${career.jobId})`;
  const paragraphs = [
    `We received an application for ${role} again, with your e-mail address or phone number.`,
    'You are already in process for this role, so we keep the application we have and set the new one aside.',
    'If anything changed, reply to our previous email with updates.',
    'If you did not send it, you can ignore this e-mail: nothing has changed.',
  ];
  const statusIntro = 'See where your application stands, or withdraw it, at any time:';

  const text = [
    `Dear ${applicant.fullName},`,
    ...paragraphs,
    `${statusIntro}\n${statusUrl}\n${statusLinkSentence}`,
    careersSignatureText,
  ].join('\n\n');

  const html = mailDocument(`<p>Dear ${escapeHtml(applicant.fullName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(statusIntro)} <a href="${escapeHtml(statusUrl)}">your application’s status page</a>. ${escapeHtml(statusLinkSentence)}</p>
${careersSignatureHtml}`);

  return {
    to: { name: applicant.fullName, address: applicant.email },
    replyTo: firm.careersEmail,
    subject: `Your application for ${role} was received again`,
    text,
    html,
  };
}
