// The public pages with fixed addresses (docs/requirements.md#routes-public, and the privacy notice), in the
// order a sitemap lists them. Careers and blog posts are added from the database.
import { PRIVACY_PATH } from './public-paths';

export const publicPagePaths = [
  '/',
  '/about-us',
  '/hr-service',
  '/website-design',
  '/digital-marketing',
  '/overseas-education',
  '/careers',
  '/blogs',
  '/contact-us',
  '/internship',
  PRIVACY_PATH,
] as const;
