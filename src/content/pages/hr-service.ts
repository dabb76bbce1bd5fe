// The copy of the HR Services page.

import { publicFile } from '#contracts/public-files.ts';
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import { contactUs, type ServicePageCopy } from './page-copy';

export const hrServicePage: ServicePageCopy = {
  anchorId: 'hrservices',
  hero: {
    kicker: 'HR Services',
    title: 'The right people, paid correctly, managed well',
    desc: 'Recruitment, payroll and employee management for growing businesses in India and the UK – from a single hire to a fully outsourced recruitment function.',
    primaryCta: { label: 'Explore HR Services', to: '/hr-service', hash: 'hrservices' },
    secondaryCta: { label: 'Talk to HR', to: contactUs },
  },
  intro: {
    title: 'HR support that grows with you',
    body: [
      'People are the biggest investment most businesses make, yet HR is often squeezed in between everything else. We take the day-to-day load off your hands – finding candidates, running payroll, keeping records and policies up to date – so that you can concentrate on leading your team.',
      'You can use one service on its own or combine them. Many clients start with a single hard-to-fill role or a payroll migration and add support as they grow. Whatever the scope, you get a dedicated consultant who learns how your business works.',
    ],
  },
  sections: [
    {
      id: 'recruitment',
      title: 'Recruitment',
      intro:
        'Permanent and contract hiring for roles from entry level to senior management, in India and the UK.',
      items: [
        {
          title: 'Role scoping',
          body: 'We help you define the role, the skills that really matter and a realistic salary range before a single advert goes live.',
        },
        {
          title: 'Sourcing and screening',
          body: 'We search job boards, our own network and professional platforms, then screen every applicant against your criteria so you only meet people worth meeting.',
        },
        {
          title: 'Interview coordination',
          body: 'We schedule interviews, brief candidates, gather feedback from your panel and keep everyone informed at every stage.',
        },
        {
          title: 'Offers and onboarding',
          body: 'We manage references, offer letters and notice periods, and stay in touch with your new starter until their first day.',
        },
      ],
    },
    {
      id: 'payroll',
      title: 'Payroll',
      intro: 'Accurate, on-time payroll with the statutory work done for you.',
      items: [
        {
          title: 'Monthly payroll processing',
          body: 'Salaries, overtime, reimbursements and deductions calculated every month, with clear payslips for every employee.',
        },
        {
          title: 'Statutory compliance in India',
          body: 'Provident Fund, ESI, professional tax and TDS on salaries calculated, filed and paid on time, with the records to show for it.',
        },
        {
          title: 'UK payroll',
          body: 'PAYE and Real Time Information submissions to HMRC, statutory payments and workplace pension auto-enrolment handled correctly.',
        },
        {
          title: 'Year-end and reports',
          body: 'Form 16 and P60s issued on time, plus monthly cost reports that help you plan your headcount budget.',
        },
      ],
    },
    {
      id: 'employee-management',
      title: 'Employee Management',
      intro: 'The everyday HR that keeps a team running smoothly and fairly.',
      items: [
        {
          title: 'Policies and handbooks',
          body: 'Clear employment contracts, leave policies and employee handbooks written for your business and kept in line with current law.',
        },
        {
          title: 'Onboarding and exits',
          body: 'Structured first weeks for new joiners and respectful, well-documented exits, including full and final settlements.',
        },
        {
          title: 'Performance and development',
          body: 'Simple review cycles, goal setting and training plans that help your people grow – and help you keep them.',
        },
        {
          title: 'Records and HR queries',
          body: 'Accurate employee records and a responsive point of contact for everyday questions from managers and staff.',
        },
      ],
    },
    {
      id: 'rpo',
      title: 'Recruitment Process Outsourcing (RPO)',
      intro:
        'When hiring is continuous, we can run all or part of your recruitment process as if we were your in-house team.',
      items: [
        {
          title: 'Dedicated recruiters',
          body: 'A recruitment team assigned to your business who learn your culture, your hiring managers and your standards.',
        },
        {
          title: 'Employer brand and job adverts',
          body: 'Job descriptions, careers page content and adverts that present your business honestly and attract the right applicants.',
        },
        {
          title: 'Pipeline tracking and reporting',
          body: 'Every applicant tracked from application to offer, with regular reports on time to hire, sources and pipeline health.',
        },
        {
          title: 'Flexible scope',
          body: 'Scale support up for a busy hiring season or a new office, and back down when your plans change.',
        },
      ],
    },
    {
      id: 'executive-search',
      title: 'Executive Search',
      intro: 'Discreet, research-led search for leadership and specialist roles.',
      items: [
        {
          title: 'Market mapping',
          body: 'We research the market to identify the people who could genuinely succeed in the role, including those who are not actively looking.',
        },
        {
          title: 'Confidential approach',
          body: 'We approach candidates personally and discreetly, protecting both your plans and their current positions.',
        },
        {
          title: 'In-depth assessment',
          body: 'Structured interviews, thorough referencing and a clear written view on each shortlisted candidate.',
        },
        {
          title: 'Support through to start date',
          body: 'We help negotiate the offer, manage counter-offers and stay close until your new leader has settled in.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Experience in two markets':
        'We recruit and run payroll in both India and the UK, and understand the employment rules and expectations in each.',
      'One consultant who knows you':
        'A dedicated contact who understands your business, so you do not have to explain yourself twice.',
      'Quality over volume': 'We send a short list of well-screened candidates rather than a pile of CVs.',
      'Compliance you can rely on':
        'Statutory deadlines tracked and met, with clear records if you ever need them.',
      'Support that scales': 'Start with one role or one payroll run, and add services as your team grows.',
    },
    summary: `Since ${site.foundedYear} we have helped businesses build teams they are proud of. Whether you need one great hire or a complete HR function, we bring the same care and attention to detail.`,
    imgSrc: publicFile('/images/why-hr.webp'),
    imgAlt: 'HR consultant interviewing a candidate across a desk in a bright office',
  },
  cta: {
    title: 'Hiring, payroll or HR taking up too much of your time?',
    description:
      'Tell us about your team and what is keeping you busy. We will suggest practical support that fits your size and budget.',
    buttonLabel: 'Talk to HR',
  },
};

/** The page's head: title, description and canonical path. */
export const hrServiceMeta: PageMeta = {
  title: `HR Services & Recruitment in ${site.cities.india} | ${site.name}`,
  description: `Recruitment, payroll, employee management, RPO and executive search for growing teams in India and the UK. Practical HR support from ${site.name}.`,
  canonical: '/hr-service',
};
