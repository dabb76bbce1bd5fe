// The copy of the Website Design page.

import { publicFile } from '#contracts/public-files.ts';
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import { contactUs, type ServicePageCopy } from './page-copy';

export const websiteDesignPage: ServicePageCopy = {
  anchorId: 'websitedesign',
  hero: {
    kicker: 'Website Design',
    title: 'Websites that work as hard as you do',
    desc: 'Responsive, fast and SEO-friendly websites designed around your customers – so they can find you, understand what you offer and get in touch.',
    primaryCta: { label: 'See Web Services', to: '/website-design', hash: 'websitedesign' },
    secondaryCta: { label: 'Launch Your Site', to: contactUs },
  },
  intro: {
    title: 'More than a pretty homepage',
    body: [
      'Your website is often the first conversation a customer has with your business. It needs to load quickly, look right on every screen and answer the questions people arrive with – then make the next step obvious.',
      'We design and build websites with those goals in mind. You work directly with the designers and developers doing the work, and you finish with a site you can update yourself and a clear plan for what comes next.',
    ],
  },
  sections: [
    {
      id: 'what-we-build',
      title: 'What we build',
      items: [
        {
          title: 'Business websites',
          body: 'Professional sites for consultancies, clinics, manufacturers, schools and service firms that explain what you do and build trust.',
        },
        {
          title: 'Landing pages',
          body: 'Focused pages for campaigns, product launches and events, designed to turn visitors into enquiries.',
        },
        {
          title: 'Website redesigns',
          body: 'A fresh design and structure for an ageing site, keeping the search rankings and content you have already earned.',
        },
        {
          title: 'Easy-to-edit sites',
          body: 'A content management system set up so your team can change text, images and news without calling a developer.',
        },
      ],
    },
    {
      id: 'built-in',
      title: 'Built in from day one',
      intro: 'The essentials every site we launch includes as standard.',
      items: [
        {
          title: 'Responsive design',
          body: 'Layouts that adapt to phones, tablets and desktops, tested on real devices before launch.',
        },
        {
          title: 'SEO-friendly structure',
          body: 'Clean page structure, descriptive titles, fast pages and sensible URLs that give search engines what they need.',
        },
        {
          title: 'Speed and performance',
          body: 'Optimised images, lean code and good hosting so pages load quickly, even on mobile networks.',
        },
        {
          title: 'Accessibility',
          body: 'Readable text, sufficient colour contrast and keyboard-friendly navigation, so everyone can use your site.',
        },
        {
          title: 'Security',
          body: 'HTTPS, regular updates and backups to keep your site and your visitors’ data safe.',
        },
      ],
    },
    {
      id: 'process',
      title: 'How a project runs',
      items: [
        {
          title: 'Discovery',
          body: 'We learn about your business, your customers and your competitors, and agree the pages and features you need.',
        },
        {
          title: 'Design',
          body: 'You see page designs for desktop and mobile and give feedback before any code is written.',
        },
        {
          title: 'Build and test',
          body: 'We build the site, add your content and test it across browsers and devices.',
        },
        {
          title: 'Launch',
          body: 'We handle the move to your domain, set up analytics and check that everything works once the site is live.',
        },
      ],
    },
    {
      id: 'after-launch',
      title: 'After launch',
      items: [
        {
          title: 'Training and handover',
          body: 'A walkthrough of your content management system and a short guide so your team can keep the site up to date.',
        },
        {
          title: 'Care and maintenance',
          body: 'Optional monthly care plans covering updates, backups, security checks and small changes.',
        },
        {
          title: 'Growth',
          body: 'When you are ready, our digital marketing team can help bring more of the right visitors to your new site.',
        },
      ],
    },
  ],
  whyChooseUs: {
    points: {
      'Designed around your customers':
        'Every page is planned around what your visitors need to know and what you want them to do next.',
      'Search-ready from launch':
        'SEO-friendly structure and fast loading are built in, not added as an afterthought.',
      'Looks right on every screen':
        'Responsive layouts tested on phones, tablets and desktops before your site goes live.',
      'You stay in control':
        'Your domain and content stay yours, and your team can update the site without calling us.',
      'Support after launch': 'We do not disappear once the site is live – help is an email or a call away.',
    },
    summary:
      'A good website is never really finished. We build sites that are fast, clear and easy to grow, and we stay on hand to help you get the most from yours for years to come.',
    imgSrc: publicFile('/images/why-web.webp'),
    imgAlt: 'Responsive website displayed on a desktop monitor, a tablet and a mobile phone',
  },
  cta: {
    title: 'Ready for a website you are proud to share?',
    description:
      'Tell us about your business and what your current site is or is not doing for you. We will come back with ideas, a timeline and a clear quote.',
    buttonLabel: 'Launch Your Site',
  },
};

/** The page's head: title, description and canonical path. */
export const websiteDesignMeta: PageMeta = {
  title: `Website Design, ${site.cities.india} & ${site.cities.uk} | ${site.name}`,
  description: `Responsive, fast and SEO-friendly websites designed around your customers. Planning, design, build and launch by our web team in ${site.cities.india} and ${site.cities.uk}.`,
  canonical: '/website-design',
};
