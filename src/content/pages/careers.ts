// The careers page's head (its copy is the careers themselves).
import type { PageMeta } from '../page-meta';

/** The page's head: title, description and canonical path. */
export const careersMeta: PageMeta = {
  title: 'Careers at Meera Consultancy | Jobs in Hyderabad & UK',
  description:
    'Explore open roles in engineering, design, HR, digital marketing, education services and sales at Meera Consultancy in Hyderabad, Manchester and remote.',
  canonical: '/careers',
};
