// The copy of the internship page.
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import { contactUs, type InternshipPageCopy } from './page-copy';

export const internshipPage: InternshipPageCopy = {
  hero: {
    kicker: 'Internship Programme',
    title: 'Learn by doing, alongside people who care',
    desc: 'Spend three to six months working on real projects in web design, digital marketing, HR or overseas education services – with a mentor, regular feedback and a certificate at the end.',
    primaryCta: { label: 'View Openings', to: '/careers' },
    secondaryCta: { label: 'Ask a Question', to: contactUs },
  },
  offers: [
    {
      title: 'Real projects',
      body: 'You work on live client and internal projects from your first week, not on made-up exercises.',
    },
    {
      title: 'A dedicated mentor',
      body: 'An experienced colleague guides your work, answers your questions and meets you regularly to review your progress.',
    },
    {
      title: 'Skills you can show',
      body: 'Leave with work samples for your portfolio or CV and practical experience of the tools the industry uses.',
    },
    {
      title: 'Certificate and reference',
      body: 'Every intern who completes the programme receives a certificate, and strong performers receive a written reference.',
    },
    {
      title: 'A route into a career',
      body: 'When roles open up, we are always glad to consider interns who have shown what they can do.',
    },
  ],
  whoCanApply: [
    'Final-year students and recent graduates from any discipline.',
    'People with a genuine interest in web design and development, digital marketing, HR and recruitment, or overseas education services.',
    'Confident communicators in written and spoken English.',
    'Anyone able to commit to at least three months, full time or part time.',
    `Applicants able to work from our ${site.cities.india} or ${site.cities.uk} office, or remotely where the role allows. For UK placements you must already have the right to work in the UK.`,
  ],
  howToApply: [
    'Open our Careers page and choose the Internship Programme listing.',
    'Complete the application form and attach your CV, with a few lines on what you would like to learn.',
    'If your application is shortlisted, we will invite you to a short video call with the team you would join.',
    'Successful applicants receive an offer letter confirming the start date, duration and their first project.',
  ],
};

/** The page's head: title, description and canonical path. */
export const internshipMeta: PageMeta = {
  title: `Internship Programme | ${site.name}`,
  description: `Gain real experience in web design, digital marketing, HR or overseas education services with a mentor at ${site.name}. See who can apply and how.`,
  canonical: '/internship',
};
