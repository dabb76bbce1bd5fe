// The careers page's head (its copy is the careers themselves).
import type { PageMeta } from '../head-meta';
import { site } from '../site';

/** The page's head: title, description and canonical path. */
export const careersMeta: PageMeta = {
  title: `Careers at ${site.name} | Jobs in ${site.cities.india} & UK`,
  description: `Explore open roles in engineering, design, HR, digital marketing, education services and sales at ${site.name} in ${site.cities.india}, ${site.cities.uk} and remote.`,
  canonical: '/careers',
};
