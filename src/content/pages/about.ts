// The copy of the About us page.

import { publicFile } from '#contracts/public-files.ts';
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import { contactUs, type ServicePageCopy } from './page-copy';

export const aboutPage: ServicePageCopy = {
  anchorId: 'aboutus',
  hero: {
    kicker: 'About us',
    title: `Consulting with care since ${site.foundedYear}`,
    desc: `We are consultants, designers, developers, recruiters, marketers and education counsellors working from ${site.cities.india} and ${site.cities.uk} – helping businesses grow and students take their next step abroad.`,
    primaryCta: { label: 'Work With Us', to: contactUs },
    secondaryCta: { label: 'Our Approach', to: '/about-us', hash: 'aboutus' },
  },
  intro: {
    title: 'Our story',
    body: [
      `${site.name} was founded in ${site.foundedYear} on a simple belief: growing organisations deserve the same thoughtful, joined-up advice that large companies take for granted. For more than ten years we have worked alongside founders, managers, job seekers and students, and that belief still guides everything we do.`,
      `Today we have offices in Khairatabad, ${site.cities.india}, and in ${site.cities.uk} in the United Kingdom. Our teams share clients, tools and standards, so you benefit from local knowledge in both countries while dealing with one point of contact.`,
      `Our tagline – ${site.tagline} – sums up how we work. We listen and advise first, create what is genuinely needed, and stay with you until the results are there.`,
    ],
  },
  sections: [
    {
      id: 'values',
      title: 'What we value',
      intro: 'The principles behind every website, hire, campaign and application we work on.',
      items: [
        {
          title: 'Honesty',
          body: 'We tell you what we think, even when it is not what you hoped to hear. Realistic timelines and clear costs come before any sales pitch.',
        },
        {
          title: 'Partnership',
          body: 'We work with you, not just for you. You always know who is looking after your project and how to reach them.',
        },
        {
          title: 'Craft',
          body: 'Whether it is a page layout, a job description or a statement of purpose, we take pride in getting the details right.',
        },
        {
          title: 'Care for people',
          body: 'Behind every brief is a person – a founder, a candidate, a student, a parent. We treat their time, their data and their ambitions with respect.',
        },
      ],
    },
    {
      id: 'offices',
      title: 'Two offices, one team',
      intro:
        'Our colleagues in India and the United Kingdom work as a single team, so you get the right specialist whichever office you contact.',
      items: [
        {
          title: `${site.cities.india}, India`,
          body: `Our office in Khairatabad, in central ${site.cities.india}, serves clients across India. Students and parents are welcome to visit and meet our education counsellors in person.`,
        },
        {
          title: `${site.cities.uk}, United Kingdom`,
          body: `Our ${site.cities.uk} office supports UK businesses with websites, marketing and recruitment, and gives students planning to study in Britain a team that knows the system first-hand.`,
        },
        {
          title: 'Working across time zones',
          body: 'Our working day spans India and the UK, which often means quicker turnarounds – and you still have one named contact from start to finish.',
        },
      ],
    },
    {
      id: 'approach',
      title: 'Our approach',
      intro:
        'Every engagement follows the same four steps, whether it is a new website, a senior hire or a university application.',
      items: [
        {
          title: 'Understand',
          body: 'We begin by listening: your goals, your audience, your constraints and what has or has not worked before.',
        },
        {
          title: 'Plan',
          body: 'We agree a written plan with scope, milestones and costs, so everyone knows what will happen and when.',
        },
        {
          title: 'Deliver',
          body: 'Our specialists do the work while your named lead keeps you informed with regular, plain-English updates.',
        },
        {
          title: 'Review and refine',
          body: 'We look at the results together, share what we have learned and recommend the next sensible step.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'More than ten years of experience': `Since ${site.foundedYear} we have supported businesses, candidates and students across India and the UK.`,
      'A presence in two countries': `Teams in ${site.cities.india} and ${site.cities.uk} who understand both markets, their regulations and their ways of working.`,
      'Four services under one roof':
        'Web, HR, marketing and education specialists who share what they know and work as one team.',
      'Advice shaped around you':
        'No off-the-shelf packages – every plan starts from your goals, your budget and your timeline.',
      'Straight answers': 'Clear pricing, regular updates and a named contact who actually replies.',
    },
    summary:
      'We measure our success by yours, and we would much rather build a long relationship than win a one-off project. If that sounds like the kind of partner you are looking for, we would love to hear from you.',
    imgSrc: publicFile('/images/why-about.webp'),
    imgAlt: `${site.name} colleagues discussing a project together around a meeting table`,
  },
  // The banner's own title and button ("Let's work together", "Get in touch",
  // docs/requirements.md#cta-banner) read well here.
  cta: {
    description:
      'Tell us what you are working on – a new website, a growing team, a marketing plan or a university application – and we will suggest a sensible next step.',
  },
};

/** The page's head: title, description and canonical path. */
export const aboutMeta: PageMeta = {
  title: `About Us | ${site.name}, ${site.cities.india} & ${site.cities.uk}`,
  description: `Since ${site.foundedYear}, ${site.name} has helped businesses and students in India and the UK. Meet the team, our values and the way we work with every client.`,
  canonical: '/about-us',
};
