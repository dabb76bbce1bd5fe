// Every public address of the site, with what a visitor or a crawler must find there: the e2e tests that
// check all of them (server-rendered HTML, the pages in the browser) read this one list.
import type { BlogSummary } from '../../../contracts/blogs';
import type { CareerListItem } from '../../../contracts/careers';
import { careerPath } from '../../../contracts/public-paths';
import { employmentTypeLabels } from '../../../contracts/value-lists';
import type { PageMeta } from '../../../src/content/head-meta';
import { pageMeta } from '../../../src/content/page-meta';
import { baseUrl } from './browser';

/** Where every canonical address points, whatever the address of the server under test. */
export const SITE = 'https://www.meeraconsultancy.com';

export interface PublicPage {
  path: string;
  status: 200 | 404;
  meta: PageMeta;
  /** The page's main heading. */
  h1: string;
  /** Text the main content holds besides its heading, without JavaScript. */
  text?: string[];
}

/** The pages drawn from the site's own content (no database). */
export const CONTENT_PAGES: PublicPage[] = [
  { path: '/', status: 200, meta: pageMeta.home, h1: 'Consult. Create. Conquer.' },
  { path: '/about-us', status: 200, meta: pageMeta.aboutus, h1: 'Consulting with care since 2013' },
  {
    path: '/website-design',
    status: 200,
    meta: pageMeta.websitedesign,
    h1: 'Websites that work as hard as you do',
  },
  {
    path: '/hr-service',
    status: 200,
    meta: pageMeta.hrservice,
    h1: 'The right people, paid correctly, managed well',
  },
  {
    path: '/digital-marketing',
    status: 200,
    meta: pageMeta.digitalmarketing,
    h1: 'Marketing that brings in enquiries, not just clicks',
  },
  {
    path: '/overseas-education',
    status: 200,
    meta: pageMeta.education,
    h1: 'Your path to studying abroad, planned with care',
  },
  { path: '/contact-us', status: 200, meta: pageMeta.contact, h1: 'Let’s talk' },
  {
    path: '/internship',
    status: 200,
    meta: pageMeta.internship,
    h1: 'Learn by doing, alongside people who care',
  },
  {
    path: '/privacy',
    status: 200,
    meta: pageMeta.privacy,
    h1: 'Privacy notice',
    text: ['What we keep', 'How long we keep it', 'Your rights'],
  },
  { path: '/404', status: 404, meta: pageMeta.notfound, h1: 'Page not found' },
  { path: '/no/such/page', status: 404, meta: pageMeta.notfound, h1: 'Page not found' },
];

/** The pages drawn from the demo database, as its API lists it now, and the first open job and post. */
export async function databasePages(): Promise<{ pages: PublicPage[]; job: CareerListItem }> {
  const careers: CareerListItem[] = await (await fetch(`${baseUrl()}/api/careers/all`)).json();
  const posts: BlogSummary[] = await (await fetch(`${baseUrl()}/api/blogs`)).json();
  const [job] = careers;
  const [post] = posts;
  if (!job || !post) throw new Error('the demo data has no open job or no published post');
  return {
    job,
    pages: [
      {
        path: '/careers',
        status: 200,
        meta: pageMeta.careers,
        h1: 'Be a Meera Original',
        text: careers.map((career) => career.title),
      },
      {
        path: careerPath(job),
        status: 200,
        meta: {
          title: `${job.title} (${job.jobId}) | Careers at Meera Consultancy`,
          description: `${job.title} at Meera Consultancy: ${employmentTypeLabels[job.employmentType].toLowerCase()}, ${job.department}, ${job.location}. ${job.experience} experience. Apply online with your résumé.`,
          canonical: careerPath(job),
        },
        h1: job.title,
        text: [job.jobId],
      },
      {
        path: '/blogs',
        status: 200,
        meta: pageMeta.blogs,
        h1: 'Insights & Stories',
        text: posts.map((each) => each.title),
      },
      {
        path: `/blogs/${post.id}`,
        status: 200,
        meta: {
          title: `${post.title} | Meera Consultancy Blog`,
          description: post.excerpt,
          canonical: `/blogs/${post.id}`,
        },
        h1: post.title,
      },
    ],
  };
}
