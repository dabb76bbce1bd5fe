// The client's shortlist page head: its address is a secret, so it is never indexed and sends no referrer.
import { useHead } from '@unhead/react';
import { site } from '#src/content/site.ts';

export function usePrivateHead(title: string) {
  useHead({
    title: `${title} | ${site.name}`,
    meta: [
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  });
}
