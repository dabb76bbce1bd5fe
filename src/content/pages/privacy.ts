// The copy of the privacy notice (/privacy): what the product keeps about people, why, for how long, and how
// they use their rights. Every statement is what the code does, not a wish: what an application and a contact
// message store (server/db/schema.ts), what the browser keeps (src/lib/arrival-source.ts, the staff session in
// src/lib/session/), the retention purge and the admin's export and erasure (docs/decisions/0007), the status
// page and its withdrawal (docs/decisions/0022), the mail queue's copies (docs/decisions/0021). Change it when
// one of them changes.
import { firm } from '#contracts/firm.ts';
import { PRIVACY_PATH } from '#contracts/public-paths.ts';
import { ARRIVAL_SOURCE_DAYS } from '#src/lib/arrival-source.ts';
import type { PageMeta } from '../head-meta';
import { site } from '../site';

/** One section of the notice: a heading, paragraphs, then an optional list. */
export interface PrivacySection {
  /** The heading's id, so a section can be linked to (e.g. /privacy#your-rights). */
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly { label: string; text: string }[];
}

export interface PrivacyPageCopy {
  kicker: string;
  title: string;
  intro: string;
  /** The last change: its ISO date and the date as shown ("Last updated …"). */
  updated: { iso: string; label: string };
  sections: readonly PrivacySection[];
  /** Where to write: drawn with the firm's addresses as links between its two paragraphs. */
  contact: { id: string; title: string; intro: string; complaint: string };
  changes: { id: string; title: string; text: string };
}

/**
 * How long a status link works. The same figure as STATUS_LINK_DAYS in contracts/my-application.ts, written
 * out here because that file brings zod, which this page's chunk should not carry; the page's test holds the
 * two equal.
 */
export const PRIVACY_STATUS_LINK_DAYS = 180;

export const privacyPage: PrivacyPageCopy = {
  kicker: 'Privacy',
  title: 'Privacy notice',
  intro: `This notice says what personal data ${site.name} keeps when you apply for a job or write to us through this website, why we keep it, for how long, and how you can see it, correct it or have it erased.`,
  updated: { iso: '2026-12-05', label: '5 December 2026' },
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `${site.legalName} (“${site.name}”, “we”) runs this website and decides how the personal data sent through it is used. We have offices in ${site.cities.india}, India and ${site.cities.uk}, United Kingdom, so the UK GDPR and India’s Digital Personal Data Protection Act 2023 apply to what we do with it.`,
      ],
    },
    {
      id: 'what-we-keep',
      title: 'What we keep',
      paragraphs: [],
      items: [
        {
          label: 'When you apply for a job',
          text: 'your name, e-mail address and phone number; your state and city (or that you live outside India); your résumé file, with its name, type and size; where you found the job, if your browser noted it (see below); when you gave your consent; and the history of your application: each change of its status, when it happened, who on our team made it and any note they added.',
        },
        {
          label: 'When you write to us through the contact form',
          text: 'your name, e-mail address, phone number if you give one, the service you asked about, your state and city, your message, and whether and when we answered it.',
        },
        {
          label: 'E-mail we send',
          text: 'a copy of each e-mail we send about your application (its confirmation, the links to your status page, news of its progress) and of the note that passes your contact message to our office: who it went to, what it said and when it was sent.',
        },
        {
          label: 'Our staff',
          text: 'each staff account’s username, name, role and password (only as a scrambled hash, never the password itself), the profile the person fills in (e-mail, phone, job title, department, office, start date) and their sign-ins.',
        },
        {
          label: 'Our server',
          text: 'the internet address (IP address) of each request, the page or action asked for and the answer, in its log; and, to stop floods of applications and messages, a count of recent requests from each address.',
        },
      ],
    },
    {
      id: 'your-browser',
      title: 'What your browser keeps',
      paragraphs: ['We set no cookies, and this website has no analytics, advertising or tracking scripts.'],
      items: [
        {
          label: 'Where you came from',
          text: `when you arrive through a link that names a source (such as ?ref=linkedin or a campaign’s utm_source) or from another website, your browser notes that source in its own storage (localStorage). It goes nowhere unless you apply for a job within ${ARRIVAL_SOURCE_DAYS} days: then it is sent with your application and stored with it. Clearing this site’s data in your browser removes it.`,
        },
        {
          label: 'A staff sign-in',
          text: 'when one of our staff signs in, the browser keeps their sign-in in its storage until they sign out.',
        },
      ],
    },
    {
      id: 'why',
      title: 'Why we keep it',
      paragraphs: [],
      items: [
        {
          label: 'Applications',
          text: 'to consider you for the job you applied for and for similar roles, and to contact you about them, as you agreed when you applied. Where you found the job tells us which places bring us applicants.',
        },
        {
          label: 'Contact messages',
          text: `to answer your enquiry. It goes to our ${site.cities.india} office if you are in India, otherwise to our ${site.cities.uk} office.`,
        },
        {
          label: 'Copies of e-mail',
          text: 'so that a message that could not be delivered is tried again, and we can see what we told you.',
        },
        {
          label: 'Staff accounts and server records',
          text: 'to let our staff sign in, to know who changed what, and to keep this website working and safe from abuse.',
        },
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      paragraphs: [
        'If we have set a retention period, applications that were rejected, or whose applicant did not turn up, are deleted automatically with their history and résumé once that many months have passed since their last change of status. Every other application (in progress, withdrawn or successful) is kept until you ask us to erase it.',
        `The link to your status page works for ${PRIVACY_STATUS_LINK_DAYS} days, and stops working at once when the application is erased or deleted. Copies of the e-mails about an application or a contact message are erased with it.`,
        'Contact messages are not deleted automatically: we keep them until you ask us to erase them.',
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      paragraphs: [
        'Our staff whose work needs it: our recruiters see applications, and our administrators see applications and contact messages. We do not sell personal data or use it for advertising. E-mail to you passes through our e-mail service on its way.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [],
      items: [
        {
          label: 'See it and have a copy',
          text: 'we can send you one file with everything we hold about your application (your details, its history and your résumé).',
        },
        {
          label: 'Correct it',
          text: 'tell us what is wrong and we will put it right.',
        },
        {
          label: 'Withdraw your application',
          text: 'the link in our e-mails about your application opens its status page, where you can see where it stands and withdraw it while it is open. If the link no longer works, that page e-mails a new one to the address you applied with.',
        },
        {
          label: 'Have it erased',
          text: 'we delete your application with its history, your résumé, your status links and our copies of the e-mails about it. E-mail already delivered to you cannot be recalled.',
        },
        {
          label: 'Object, or take back your consent',
          text: 'you can object to how we use your data, or take back the consent you gave when you applied, at any time; it does not undo what we did with it before.',
        },
      ],
    },
  ],
  contact: {
    id: 'contact',
    title: 'How to use your rights',
    intro:
      'Write to us, from the e-mail address you used if you can, so that we can find what we hold and know it is you.',
    complaint:
      'If you are not satisfied with our answer, you may also be able to complain to the data protection authority: in the UK the Information Commissioner’s Office, in India the Data Protection Board of India.',
  },
  changes: {
    id: 'changes',
    title: 'Changes to this notice',
    text: 'When what we keep, or why, changes, we change this page and the date at its top.',
  },
};

/** Where to write: the careers address for applications, each office's for anything else. */
export const privacyContacts = {
  legalName: firm.legalName,
  careersEmail: firm.careersEmail,
  offices: site.offices,
};

/** The page's head: title, description and canonical path. */
export const privacyMeta: PageMeta = {
  title: `Privacy Notice | ${site.name}`,
  description: `What personal data ${site.name} keeps when you apply for a job or contact us, why, for how long, and how to see, correct or erase it.`,
  canonical: PRIVACY_PATH,
};
