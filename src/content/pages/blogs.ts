// The copy of the blog list’s hero.
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import type { HeroCopy } from './page-copy';

export const blogsHero: HeroCopy = {
  kicker: 'BLOGS',
  title: 'Insights & Stories',
  desc: 'Practical advice on websites, hiring, marketing and studying abroad, written by the people who do the work every day.',
};

/** The page's head: title, description and canonical path. */
export const blogsMeta: PageMeta = {
  title: `Insights & Stories | ${site.name} Blog`,
  description: `Practical advice on website design, hiring and payroll, digital marketing and studying abroad, written by the ${site.name} team in India and the UK.`,
  canonical: '/blogs',
};
