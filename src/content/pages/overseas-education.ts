// The copy of the Overseas Education page.

import { publicFile } from '#contracts/public-files.ts';
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import { contactUs, type ServicePageCopy } from './page-copy';

export const overseasEducationPage: ServicePageCopy = {
  anchorId: 'overseaseducation',
  hero: {
    kicker: 'Overseas Education',
    title: 'Your path to studying abroad, planned with care',
    desc: 'One-to-one guidance for students and families – from choosing the right university and course to scholarships, applications and your student visa.',
    primaryCta: { label: 'Start Your Journey', to: '/overseas-education', hash: 'overseaseducation' },
    secondaryCta: { label: 'Book a Call', to: contactUs },
  },
  intro: {
    title: 'Honest advice for a big decision',
    body: [
      'Studying abroad is one of the biggest decisions a student and their family will make. It deserves advice based on the student’s interests, academic record and budget, and nothing else.',
      `Our counsellors in ${site.cities.india} and our team in ${site.cities.uk} guide you through every step, from the first shortlist to the day you fly. With colleagues in the UK, we can answer questions about living and studying there from first-hand experience.`,
    ],
  },
  sections: [
    {
      id: 'university-selection',
      title: 'University Selection & Shortlisting',
      intro: 'Find courses and universities that fit your goals, your grades and your budget.',
      items: [
        {
          title: 'Profile assessment',
          body: 'We review your academic record, test scores, work experience and ambitions to understand where you will thrive.',
        },
        {
          title: 'A balanced shortlist',
          body: 'A shortlist that mixes ambitious, realistic and safer choices, with course content, entry requirements, fees and location compared side by side.',
        },
        {
          title: 'Course and career fit',
          body: 'We look beyond rankings at modules, placements and graduate outcomes so your choice supports the career you want.',
        },
      ],
    },
    {
      id: 'statement-of-purpose',
      title: 'Statements of Purpose',
      intro: 'Tell your story clearly and convincingly, in your own voice.',
      items: [
        {
          title: 'Brainstorming sessions',
          body: 'We help you identify the experiences, motivations and goals that make your application distinctive.',
        },
        {
          title: 'Structured feedback',
          body: 'Detailed comments on each draft covering structure, clarity and relevance to the course. The words stay yours.',
        },
        {
          title: 'Supporting documents',
          body: 'Guidance on CVs, personal statements and requesting strong letters of recommendation.',
        },
      ],
    },
    {
      id: 'scholarships',
      title: 'Scholarships & Funding',
      intro: 'Make studying abroad more affordable.',
      items: [
        {
          title: 'Finding scholarships',
          body: 'We identify university, government and external scholarships you are eligible for and track their deadlines.',
        },
        {
          title: 'Scholarship applications',
          body: 'Help with essays and supporting documents so each application presents you at your best.',
        },
        {
          title: 'Budget planning',
          body: 'A realistic estimate of tuition, living costs and travel, and advice on education loans and proof of funds.',
        },
      ],
    },
    {
      id: 'admissions',
      title: 'Admissions & Applications',
      intro: 'Well-prepared applications submitted on time.',
      items: [
        {
          title: 'Application management',
          body: 'We help you complete each application accurately, check your documents and keep track of every deadline.',
        },
        {
          title: 'Interview preparation',
          body: 'Mock interviews and practical tips for university and credibility interviews.',
        },
        {
          title: 'Offers and acceptance',
          body: 'Help comparing offers, meeting conditions and paying deposits so you can secure your place with confidence.',
        },
      ],
    },
    {
      id: 'visa-support',
      title: 'Visa Support',
      intro: 'A clear, well-organised visa application.',
      items: [
        {
          title: 'Document checklist',
          body: 'A personalised checklist covering your offer and confirmation of studies, financial evidence, test results and any health requirements.',
        },
        {
          title: 'Application review',
          body: 'We review your completed form and documents before you submit and help you prepare for your biometrics appointment.',
        },
        {
          title: 'Pre-departure guidance',
          body: 'Practical advice on accommodation, banking, travel and settling in during your first weeks abroad.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Student-first advice': 'Recommendations based on your interests, grades and budget, and nothing else.',
      'A team in the UK': `Colleagues in ${site.cities.uk} who can share first-hand knowledge of UK universities and student life.`,
      'One counsellor throughout':
        'The same counsellor guides you from shortlist to departure, so nothing falls through the cracks.',
      'Families kept informed':
        'Parents are welcome at every meeting, and we explain costs and timelines clearly.',
      'Honest about outcomes':
        'We help you submit the strongest application possible, but we never promise an admission or visa decision we do not control.',
    },
    summary:
      'For more than ten years we have helped students plan their studies abroad with realistic advice and careful preparation. We will be there for every question, from your first shortlist to your first week on campus.',
    imgSrc: publicFile('/images/why-education.webp'),
    imgAlt: 'Student with a laptop and university prospectuses planning applications to study abroad',
  },
  cta: {
    title: 'Thinking about studying abroad?',
    description:
      'Book a call with one of our counsellors. Bring your questions – and your parents, if you like – and we will help you plan the next steps.',
    buttonLabel: 'Book a Call',
  },
};

/** The page's head: title, description and canonical path. */
export const overseasEducationMeta: PageMeta = {
  title: `Overseas Education Consultants | ${site.name}`,
  description: `Study abroad with one-to-one guidance: university shortlisting, statements of purpose, scholarships, admissions and visa support from ${site.cities.india} and ${site.cities.uk}.`,
  canonical: '/overseas-education',
};
