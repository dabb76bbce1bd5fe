// The copy of the Digital Marketing page.

import { publicFile } from '#contracts/public-files.ts';
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import { contactUs, type ServicePageCopy } from './page-copy';

export const digitalMarketingPage: ServicePageCopy = {
  anchorId: 'digitalmarketing',
  hero: {
    kicker: 'Digital Marketing',
    title: 'Marketing that brings in enquiries, not just clicks',
    desc: 'SEO, pay-per-click, social media and content marketing planned around your business goals, with clear reporting on what each pound or rupee achieves.',
    primaryCta: { label: 'View Digital Services', to: '/digital-marketing', hash: 'digitalmarketing' },
    secondaryCta: { label: 'Free Audit', to: contactUs },
  },
  intro: {
    title: 'A plan built around your goals',
    body: [
      'Digital marketing is only worth paying for if it brings in customers. Before we recommend any channel, we look at who you want to reach, how they search and buy, and what a new customer is worth to you.',
      'From there we build a plan that combines the right channels for your budget. We explain our thinking in plain English, report honestly every month and change course when the numbers tell us to.',
    ],
  },
  sections: [
    {
      id: 'seo',
      title: 'Search Engine Optimisation (SEO)',
      intro: 'Help the people already searching for what you offer to find you first.',
      items: [
        {
          title: 'Technical SEO',
          body: 'We fix the issues that stop search engines crawling and understanding your site, from page speed to broken links and structured data.',
        },
        {
          title: 'Keyword research and on-page SEO',
          body: 'We find the terms your customers really use and optimise your pages, titles and content around them.',
        },
        {
          title: 'Local SEO',
          body: 'We optimise your Google Business Profile and local listings so you appear when nearby customers search.',
        },
      ],
    },
    {
      id: 'ppc',
      title: 'Pay-Per-Click Advertising',
      intro: 'Targeted search and social ads that put you in front of buyers when it matters.',
      items: [
        {
          title: 'Campaign set-up',
          body: 'Google Ads and Microsoft Advertising campaigns structured around your services, locations and margins.',
        },
        {
          title: 'Ad copy and landing pages',
          body: 'Clear, relevant adverts matched to landing pages that turn clicks into enquiries.',
        },
        {
          title: 'Ongoing optimisation',
          body: 'We refine keywords, bids and audiences every week, and cut spend that is not pulling its weight.',
        },
      ],
    },
    {
      id: 'social-media',
      title: 'Social Media Marketing',
      intro: 'Build an audience that recognises and trusts your brand.',
      items: [
        {
          title: 'Strategy and calendars',
          body: 'A realistic plan for the platforms your audience actually uses, with a monthly content calendar you approve in advance.',
        },
        {
          title: 'Content creation',
          body: 'Posts, graphics and short videos that sound like you and give people a reason to follow.',
        },
        {
          title: 'Paid social',
          body: 'Targeted campaigns on LinkedIn, Instagram and Facebook to reach new audiences and bring back past visitors.',
        },
      ],
    },
    {
      id: 'content',
      title: 'Content Marketing',
      intro: 'Useful content that answers your customers’ questions and earns their trust.',
      items: [
        {
          title: 'Articles and guides',
          body: 'Well-researched blog posts and guides that support your SEO and show your expertise.',
        },
        {
          title: 'Email newsletters',
          body: 'Regular emails that keep you in touch with customers and prospects without filling their inbox.',
        },
        {
          title: 'Website copy',
          body: 'Clear, persuasive service pages and case studies written for people first and search engines second.',
        },
      ],
    },
    {
      id: 'reporting',
      title: 'Reporting you can understand',
      items: [
        {
          title: 'Monthly reports',
          body: 'A short report on traffic, leads and spend, explained in plain English with the actions we will take next.',
        },
        {
          title: 'Regular reviews',
          body: 'A call with your account manager to review results and agree priorities for the month ahead.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Goals before tactics':
        'We start with the enquiries and sales you need, then choose the channels that can deliver them.',
      'Transparent spending':
        'You see exactly where your budget goes, with spend and results reported every month.',
      'SEO and design in one team':
        'Our web designers and marketers work side by side, so technical fixes happen quickly.',
      'Experience in India and the UK':
        'We plan campaigns for audiences in both markets and understand how people search and buy in each.',
      'Honest advice':
        'If a channel is not right for you, we will say so – even if it means recommending less work.',
    },
    summary:
      'Good marketing should feel like an investment, not a gamble. We keep our plans focused, our reporting clear and our recommendations honest, so you always know what you are getting for your budget.',
    imgSrc: publicFile('/images/why-digital.webp'),
    imgAlt: 'Laptop showing a marketing dashboard with website traffic and campaign results',
  },
  cta: {
    title: 'Not sure where to start?',
    description:
      'Ask for a free audit of your website, search visibility and ad accounts. We will show you what is working, what is not and where we would focus first.',
    buttonLabel: 'Request a Free Audit',
  },
};

/** The page's head: title, description and canonical path. */
export const digitalMarketingMeta: PageMeta = {
  title: `Digital Marketing Agency: SEO & PPC | ${site.name}`,
  description: `SEO, pay-per-click, social media and content marketing with clear monthly reporting. Ask ${site.name} for a free audit of your digital marketing.`,
  canonical: '/digital-marketing',
};
