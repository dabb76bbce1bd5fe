// The copy of the blog list’s hero.
import type { HeroCopy } from './page-copy';

export const blogsHero: HeroCopy = {
  kicker: 'BLOGS',
  title: 'Insights & Stories',
  desc: 'Practical advice on websites, hiring, marketing and studying abroad, written by the people who do the work every day.',
};
