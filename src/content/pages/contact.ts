// The copy of the contact page.

import { publicFile } from '#contracts/public-files.ts';
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import type { ContactPageCopy } from './page-copy';

export const contactPage: ContactPageCopy = {
  title: 'Let’s talk',
  intro: `Whether you have a project in mind, a role to fill or a question about studying abroad, we would love to hear from you. Fill in the form and the right person from our ${site.cities.india} or ${site.cities.uk} team will get back to you.`,
  imgSrc: publicFile('/images/contact.webp'),
  imgSrcSet: `${publicFile('/images/contact-640.webp')} 640w, ${publicFile('/images/contact.webp')} 900w`,
  imgAlt: 'Consultant smiling while answering an enquiry on a headset at her desk',
  successMessage:
    'Thank you for getting in touch. Your message has reached our team and we will reply by email or phone shortly.',
};

/** The page's head: title, description and canonical path. */
export const contactMeta: PageMeta = {
  title: `Contact Us | ${site.name}, ${site.cities.india} & ${site.cities.uk}`,
  description: `Get in touch with ${site.name} about a website, hiring, marketing or studying abroad. Reach our offices in Khairatabad, ${site.cities.india} and ${site.cities.uk}, UK.`,
  canonical: '/contact-us',
};
