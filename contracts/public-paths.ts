// The public addresses of jobs and posts. Free of zod, so a page that only links to them does not load
// the schemas (zod's weight in the browser: docs/decisions/0008).

/** The required slug (docs/requirements.md#career-slug): lower-cased title, each run of non-alphanumeric
 * characters turned into one hyphen. */
export function careerSlug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The public address of a job's page: /careers/{slug}/{id}. */
export function careerPath(career: { id: number; title: string }): string {
  return `/careers/${careerSlug(career.title)}/${career.id}`;
}

/** The privacy notice: linked from the footer, the contact form and the apply form's consent. */
export const PRIVACY_PATH = '/privacy';

/** The public address of a post's page. */
export const blogPath = (post: { id: number }) => `/blogs/${post.id}`;

/** The job feeds: RSS 2.0, and the XML feed aggregators such as Indeed read. */
export const CAREERS_FEED_PATH = '/careers/feed.xml';
export const CAREERS_INDEED_FEED_PATH = '/careers/indeed.xml';
