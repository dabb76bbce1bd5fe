// Firm identity for the pages: names, tagline, founding year, offices and social profiles.
// The values live in contracts/firm.ts, shared with the server (e-mails, structured data).
import { firm } from '#contracts/firm.ts';

/** One of the firm's two offices, as shown in the footer and on the contact page. */
export interface Office {
  id: 'india' | 'uk';
  country: string;
  city: string;
  /** Postal address, one line per entry, most specific first. */
  addressLines: readonly string[];
  email: string;
  /** Phone number as displayed. */
  phone: string;
  /** Phone number for a `tel:` link: a leading plus and digits only. */
  phoneHref: string;
}

export interface SocialLinks {
  linkedIn: string;
  instagram: string;
  facebook: string;
}

/** India first, then the United Kingdom. */
const offices: readonly Office[] = [
  { id: 'india', ...firm.offices.india },
  { id: 'uk', ...firm.offices.uk },
];

const social: SocialLinks = firm.social;

export const site = {
  name: firm.name,
  legalName: firm.legalName,
  tagline: firm.tagline,
  foundedYear: firm.foundedYear,
  url: firm.url,
  offices,
  /** The offices' cities, for copy that names them ("Hyderabad and Manchester"). */
  cities: { india: firm.offices.india.city, uk: firm.offices.uk.city },
  social,
} as const;

export type Site = typeof site;
