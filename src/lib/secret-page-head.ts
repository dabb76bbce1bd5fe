// The head of a page whose address is a secret (the status page, a client's shortlist): never indexed, and
// no referrer sent from it.
import { useHead } from '@unhead/react';
import { site } from '#src/content/site.ts';

export function useSecretPageHead(title: string) {
  useHead({
    title: `${title} | ${site.name}`,
    meta: [
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  });
}
