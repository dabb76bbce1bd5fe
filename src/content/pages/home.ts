// The copy of the home page.
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import { contactUs, type HomePageCopy } from './page-copy';

export const homePage: HomePageCopy = {
  hero: {
    kicker: `${site.cities.india} · ${site.cities.uk} · Since ${site.foundedYear}`,
    title: site.tagline,
    desc: 'Website design, HR services, digital marketing and overseas education guidance from one team in India and the United Kingdom. Practical advice, honest timelines and work you can measure.',
    primaryCta: { label: 'Explore Services', to: '/', hash: 'services' },
    secondaryCta: { label: 'Contact', to: contactUs },
  },
  servicesIntro:
    'Four practices, one team. Whether you need a new website, the right hire, more qualified enquiries or a place at a university abroad, we plan it with you and see it through.',
  howWeWork: {
    kicker: 'How we work',
    title: 'People-first. Outcome-driven.',
    body: [
      'Good work starts with good people – the clients who trust us with their business, the candidates and students who trust us with their future, and the colleagues who make it all happen. We take the time to understand each of them before we recommend anything.',
      'Then we focus on results you can see: a website that brings in enquiries, a role filled with the right person, a campaign that pays for itself, an offer letter from the right university. If you would like to be part of a team that works this way, we are always glad to hear from talented people.',
    ],
    steps: [
      {
        title: 'Listen',
        body: 'We start with a conversation about your goals, your constraints and what success looks like to you.',
      },
      {
        title: 'Plan',
        body: 'You receive a clear plan with scope, timeline and cost agreed up front – no surprises later.',
      },
      {
        title: 'Deliver',
        body: 'A named lead keeps you updated at every stage while specialists in India and the UK do the work.',
      },
      {
        title: 'Improve',
        body: 'We review the results with you, learn from them and refine the next step together.',
      },
    ],
    cta: { label: 'Explore careers', to: '/careers' },
  },
  whyUs: {
    title: `Why clients choose ${site.name}`,
    points: [
      {
        title: '10+ Years of Expertise',
        body: `Since ${site.foundedYear} we have helped businesses, job seekers and students reach their goals, and we bring that experience to every new project.`,
      },
      {
        title: 'Global Reach',
        body: 'With offices in the UK and India, we understand both markets and can support you wherever you or your customers are.',
      },
      {
        title: 'Full-Spectrum Services',
        body: 'Web, HR, Marketing and Education under one roof, so your website, your team and your growth plans pull in the same direction.',
      },
      {
        title: 'Personalized Strategies',
        body: 'No off-the-shelf packages. Every plan is shaped around your goals, your budget and your timeline.',
      },
    ],
  },
  cta: {
    title: 'Ready to grow with a partner who listens?',
    description:
      'Tell us where you want to be in a year’s time. We will help you work out the steps to get there – and then take them with you.',
    buttonLabel: 'Partner With Us',
  },
};

/** The page's head: title, description and canonical path. */
export const homeMeta: PageMeta = {
  title: `${site.name} | Web, HR, Marketing & Education`,
  description: `Website design, HR services, digital marketing and overseas education guidance from our offices in ${site.cities.india} and ${site.cities.uk}. Consulting since ${site.foundedYear}.`,
  canonical: '/',
};
