// What runs a page drawn as islands (decision 0017), started by its entry once the page is painted: the
// page stays the server's HTML; each island is hydrated on its own when it is needed (hydrate-islands.tsx);
// the first click on a link to another page loads the SPA, which draws that page (spa.tsx). Someone with a
// stored sign-in gets the SPA at once: their session and its inactivity watch run in it.

import { noteArrival } from '#src/lib/arrival-source.ts';
import { RENDERED_AT_ATTRIBUTE, setPageTime } from '#src/lib/page-clock.ts';
import { hasStoredSignIn } from '#src/lib/session/stored-session.ts';
import { startIslands, unmountIslands, type VisitorSigns } from './hydrate-islands';
import { scrollToArrivalHash, watchPageLinks } from './link-takeover';
import { pageStylesLoaded } from './page-styles';
import { startReveals } from './reveal-in-place';
import { requestTakeover, SPA_ENTRY_ATTRIBUTE } from './takeover-request';

export function runIslands(container: HTMLElement, signs: VisitorSigns) {
  const spaEntry = document
    .querySelector(`script[${SPA_ENTRY_ATTRIBUTE}]`)
    ?.getAttribute(SPA_ENTRY_ATTRIBUTE);
  if (!spaEntry) throw new Error('the islands script names no SPA entry');

  const takeOver = (href: string) => {
    requestTakeover({ href, endIslands: unmountIslands });
    void import(/* @vite-ignore */ spaEntry);
  };

  // Fetches the SPA's entry without running it, once: a click that follows finds it in the cache.
  let prefetched = false;
  const prefetchSpa = () => {
    if (prefetched) return;
    prefetched = true;
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: spaEntry });
    link.crossOrigin = '';
    document.head.append(link);
  };

  // Where this visit came from, for an application sent later (docs/decisions/0018).
  noteArrival();

  // Islands show what depends on the time (a job's NEW badge) as of the server's render, as drawn.
  setPageTime(new Date(container.getAttribute(RENDERED_AT_ATTRIBUTE) ?? ''));

  // The page's stylesheets in full, which islands and the SPA wait for before they draw (decision 0053).
  void pageStylesLoaded();

  if (hasStoredSignIn()) takeOver(location.pathname + location.search + location.hash);
  else {
    startIslands(container, signs);
    startReveals(container);
    scrollToArrivalHash();
    watchPageLinks(takeOver, prefetchSpa);
  }
}
