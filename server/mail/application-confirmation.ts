// The e-mail an applicant receives once the application is stored: plain text and a simple HTML twin, with
// the personal link to their status page.
import type { CareerSummary } from '../../contracts/careers';
import { firm } from '../../contracts/firm';
import { STATUS_LINK_DAYS } from '../../contracts/my-application';
import { careerPath } from '../../contracts/public-paths';
import { careersSignatureHtml, careersSignatureText, escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';

export interface ConfirmationInput {
  applicant: { fullName: string; email: string };
  career: CareerSummary;
  /** The site's public address, for the link to the job. */
  publicUrl: string;
  /** The applicant's own status page, whole address. */
  statusUrl: string;
}

export const statusLinkSentence = `It is yours alone: please do not share it. It works for ${STATUS_LINK_DAYS} days.`;

export function applicationConfirmation({
  applicant,
  career,
  publicUrl,
  statusUrl,
}: ConfirmationInput): MailMessage {
  const jobUrl = `${publicUrl}${careerPath(career)}`;
  const role = `${career.title} (${career.jobId})`;
  const paragraphs = [
    `Thank you for applying for ${role} at ${firm.name}. We've received your application and your résumé.`,
    'Our recruitment team reads every application. If your profile matches the role, we will contact you by e-mail or phone to arrange a first conversation.',
    'If anything changes in the meantime (a new résumé, phone number or notice period), simply reply to this e-mail with the update.',
  ];
  const statusIntro = 'See where your application stands, or withdraw it, at any time:';
  const footer =
    'You receive this e-mail because you applied through our careers page. We use your details only for recruitment.';

  const text = [
    `Dear ${applicant.fullName},`,
    ...paragraphs,
    `${statusIntro}\n${statusUrl}\n${statusLinkSentence}`,
    `The role: ${career.title}, ${career.department}, ${career.location}\n${jobUrl}`,
    careersSignatureText,
    footer,
  ].join('\n\n');

  const html = mailDocument(`<p>Dear ${escapeHtml(applicant.fullName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(statusIntro)} <a href="${escapeHtml(statusUrl)}">your application’s status page</a>. ${escapeHtml(statusLinkSentence)}</p>
<p><strong>The role:</strong> <a href="${escapeHtml(jobUrl)}">${escapeHtml(career.title)}</a>, ${escapeHtml(career.department)}, ${escapeHtml(career.location)}</p>
${careersSignatureHtml}
<p style="color: #555; font-size: 12px;">${escapeHtml(footer)}</p>`);

  return {
    to: { name: applicant.fullName, address: applicant.email },
    replyTo: firm.careersEmail,
    subject: `We've received your application: ${role}`,
    text,
    html,
  };
}
