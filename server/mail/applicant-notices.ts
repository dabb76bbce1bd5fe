// The e-mails a recruiter gets about careers they follow (docs/decisions/0050): one per new application, or a
// daily digest. Internal mail: who applied, for what, when (on the reader's clock), and the way to the board;
// never the résumé, nor the applicant's e-mail address or phone.
import type { MailKind } from '../../contracts/outgoing-mail';
import { escapeHtml, mailDocument } from './mail-html';
import type { MailMessage } from './mailer';

export const NEW_APPLICANT_MAIL = 'new-applicant' satisfies MailKind;
export const APPLICANT_DIGEST_MAIL = 'applicant-digest' satisfies MailKind;

/** The staff pages the e-mails link to (src/routes/admin/_staff/…). */
export const boardPath = (careerId: number) => `/admin/RecruiterJobManagement/${careerId}`;
export const FOLLOWING_PAGE = '/admin/following';

/** A digest lists at most this many names per career; the board has the rest. */
export const DIGEST_NAMES_PER_CAREER = 25;

export interface Follower {
  name: string;
  email: string;
}

export interface CareerRef {
  id: number;
  jobId: string;
  title: string;
  location: string;
}

export interface ArrivedApplicant {
  fullName: string;
  city: string | null;
  /** When they applied, already on the follower's clock ("Sun, 28 Mar 2027, 09:30 BST"). */
  appliedAt: string;
}

const role = (career: CareerRef) => `${career.title} (${career.jobId})`;
const who = (applicant: ArrivedApplicant) =>
  applicant.city ? `${applicant.fullName} (${applicant.city})` : applicant.fullName;

function settingsLine(publicUrl: string, why: string) {
  const url = `${publicUrl}${FOLLOWING_PAGE}`;
  return {
    text: `${why} Change what you hear, and when, at ${url}`,
    html: `<p style="color: #555; font-size: 13px;">${escapeHtml(why)} <a href="${escapeHtml(url)}">Change what you hear, and when</a>.</p>`,
  };
}

export function newApplicantNotice({
  follower,
  career,
  applicant,
  publicUrl,
}: {
  follower: Follower;
  career: CareerRef;
  applicant: ArrivedApplicant;
  publicUrl: string;
}): MailMessage {
  const boardUrl = `${publicUrl}${boardPath(career.id)}`;
  const arrived = `${who(applicant)} applied for ${role(career)}, ${career.location}, on ${applicant.appliedAt}.`;
  const footer = settingsLine(publicUrl, `You follow ${career.title} with an e-mail for each application.`);
  const text = [
    `Hello ${follower.name},`,
    arrived,
    `See the application on the board:\n${boardUrl}`,
    footer.text,
  ].join('\n\n');
  const html = mailDocument(`<p>Hello ${escapeHtml(follower.name)},</p>
<p>${escapeHtml(arrived)}</p>
<p><a href="${escapeHtml(boardUrl)}">See the application on the board</a></p>
${footer.html}`);
  return {
    to: { name: follower.name, address: follower.email },
    subject: `New applicant for ${role(career)}: ${applicant.fullName}`,
    text,
    html,
  };
}

export interface DigestCareer {
  career: CareerRef;
  /** Oldest first; longer lists are cut at DIGEST_NAMES_PER_CAREER. */
  applicants: ArrivedApplicant[];
}

export function applicantDigest({
  follower,
  since,
  careers,
  publicUrl,
}: {
  follower: Follower;
  /** The start of the period, already on the follower's clock. */
  since: string;
  careers: DigestCareer[];
  publicUrl: string;
}): MailMessage {
  const total = careers.reduce((sum, entry) => sum + entry.applicants.length, 0);
  const applications = total === 1 ? '1 new application' : `${total} new applications`;
  const intro = `Since ${since}, ${applications} arrived for the careers you follow with a daily digest.`;
  const sections = careers.map(({ career, applicants }) => {
    const shown = applicants.slice(0, DIGEST_NAMES_PER_CAREER);
    const more = applicants.length - shown.length;
    return {
      heading: `${role(career)}, ${career.location}: ${applicants.length} new`,
      lines: [
        ...shown.map((applicant) => `${who(applicant)}, applied ${applicant.appliedAt}`),
        ...(more > 0 ? [`and ${more} more on the board`] : []),
      ],
      boardUrl: `${publicUrl}${boardPath(career.id)}`,
    };
  });
  const footer = settingsLine(publicUrl, 'You get this digest once a day, when there is something new.');
  const text = [
    `Hello ${follower.name},`,
    intro,
    ...sections.map((s) =>
      [s.heading, ...s.lines.map((line) => `- ${line}`), `Board: ${s.boardUrl}`].join('\n'),
    ),
    footer.text,
  ].join('\n\n');
  const html = mailDocument(`<p>Hello ${escapeHtml(follower.name)},</p>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (s) => `<h2 style="font-size: 16px; margin: 20px 0 4px;">${escapeHtml(s.heading)}</h2>
<ul>${s.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(s.boardUrl)}">Open the board</a></p>`,
  )
  .join('\n')}
${footer.html}`);
  return {
    to: { name: follower.name, address: follower.email },
    subject: `${applications} for the careers you follow`,
    text,
    html,
  };
}
