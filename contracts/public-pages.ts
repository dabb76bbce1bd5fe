// The public pages with fixed addresses (SPEC §2), in the order a sitemap lists them. Careers and blog
// posts are added from the database.
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
] as const;
