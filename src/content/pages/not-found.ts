// The copy of the not-found page.
import type { PageMeta } from '../head-meta';
import { site } from '../site';
import type { NotFoundPageCopy } from './page-copy';

export const notFoundPage: NotFoundPageCopy = {
  title: 'Page not found',
  body: 'Sorry, the page you are looking for does not exist. It may have been moved or renamed, or the link may be mistyped. Head back to the home page, or get in touch and we will point you in the right direction.',
};

/** The page's head: title, description and canonical path. */
export const notFoundMeta: PageMeta = {
  title: `Page Not Found | ${site.name}`,
  description:
    'Sorry, the page you are looking for does not exist. It may have moved or the link may be mistyped. Visit our home page to find what you need.',
  canonical: '/404',
};
