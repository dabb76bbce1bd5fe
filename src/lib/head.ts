// Page head through unhead: public pages get the required set (docs/requirements.md#page-head: title,
// description, robots, og, twitter, canonical).
import { useHead } from '@unhead/react';
import type { PageMeta } from '#src/content/head-meta.ts';
import { site } from '#src/content/site.ts';

export interface PublicHead extends PageMeta {
  /** Defaults to "index, follow"; closed jobs and not-found variants may say otherwise. */
  robots?: string;
  /** Absolute URL or site path of the share image; defaults to the site's og image. */
  image?: string;
}

export const absoluteUrl = (pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.url}${pathOrUrl}`;

export function usePublicHead({
  title,
  description,
  canonical,
  robots = 'index, follow',
  image = '/og-image.png',
}: PublicHead) {
  useHead({
    title,
    meta: [
      { name: 'description', content: description },
      { name: 'robots', content: robots },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:image', content: absoluteUrl(image) },
      ...(canonical ? [{ property: 'og:url', content: absoluteUrl(canonical) }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
    link: canonical ? [{ rel: 'canonical', href: absoluteUrl(canonical) }] : [],
  });
}

/** Staff pages: a clear title and never indexed. */
export function useStaffHead(title: string) {
  useHead({
    title: `${title} | ${site.name} staff`,
    meta: [{ name: 'robots', content: 'noindex, nofollow' }],
  });
}
