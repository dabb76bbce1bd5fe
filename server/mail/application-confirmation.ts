// The e-mail an applicant receives once the application is stored: plain text and a simple HTML twin.
import type { CareerSummary } from '../../contracts/careers';
import { firm } from '../../contracts/firm';
import { careerPath } from '../../contracts/public-paths';
import type { MailMessage } from './mailer';

export interface ConfirmationInput {
  applicant: { fullName: string; email: string };
  career: CareerSummary;
  /** The site's public address, for the link to the job. */
  publicUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function applicationConfirmation({ applicant, career, publicUrl }: ConfirmationInput): MailMessage {
  const jobUrl = `${publicUrl}${careerPath(career)}`;
  const role = `${career.title} (${career.jobId})`;
  const addresses = [firm.offices.india, firm.offices.uk].map((office) => office.addressLines.join(', '));
  const paragraphs = [
    `Thank you for applying for ${role} at ${firm.name}. We've received your application and your résumé.`,
    'Our recruitment team reads every application. If your profile matches the role, we will contact you by e-mail or phone to arrange a first conversation.',
    'If anything changes in the meantime (a new résumé, phone number or notice period), simply reply to this e-mail with the update.',
  ];
  const footer =
    'You receive this e-mail because you applied through our careers page. We use your details only for recruitment.';

  const text = [
    `Dear ${applicant.fullName},`,
    ...paragraphs,
    `The role: ${career.title}, ${career.department}, ${career.location}\n${jobUrl}`,
    `Kind regards,\nThe ${firm.name} careers team\n${firm.legalName}\n${addresses.join('\n')}\n${firm.url}`,
    footer,
  ].join('\n\n');

  const html = `<!doctype html>
<html lang="en-GB"><body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a;">
<p>Dear ${escapeHtml(applicant.fullName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><strong>The role:</strong> <a href="${escapeHtml(jobUrl)}">${escapeHtml(career.title)}</a>, ${escapeHtml(career.department)}, ${escapeHtml(career.location)}</p>
<p>Kind regards,<br>The ${escapeHtml(firm.name)} careers team</p>
<p style="color: #555; font-size: 13px;">${escapeHtml(firm.legalName)}<br>${addresses.map(escapeHtml).join('<br>')}<br><a href="${escapeHtml(firm.url)}">${escapeHtml(firm.url.replace(/^https?:\/\//, ''))}</a></p>
<p style="color: #555; font-size: 12px;">${escapeHtml(footer)}</p>
</body></html>`;

  return {
    to: { name: applicant.fullName, address: applicant.email },
    replyTo: firm.careersEmail,
    subject: `We've received your application: ${role}`,
    text,
    html,
  };
}
