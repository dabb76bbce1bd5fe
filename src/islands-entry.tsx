// The browser entry of the public pages the server draws as islands (decision 0017): the page stays the
// server's HTML; each island is hydrated on its own when it is needed (islands/hydrate-islands.tsx); the
// first click on a link to another page loads the SPA, which draws that page (islands/spa.tsx). Someone
// with a stored sign-in gets the SPA at once: their session and its inactivity watch run in it.

import { startIslands, unmountIslands } from '#src/islands/hydrate-islands.tsx';
import { scrollToArrivalHash, watchPageLinks } from '#src/islands/link-takeover.ts';
import { startReveals } from '#src/islands/reveal-in-place.ts';
import { requestTakeover, SPA_ENTRY_ATTRIBUTE } from '#src/islands/takeover-request.ts';
import '#src/lib/zod-jitless.ts';
import { RENDERED_AT_ATTRIBUTE, setPageTime } from '#src/lib/page-clock.ts';
import { hasStoredSignIn } from '#src/lib/session/stored-session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const spaEntry = document.querySelector(`script[${SPA_ENTRY_ATTRIBUTE}]`)?.getAttribute(SPA_ENTRY_ATTRIBUTE);
if (!spaEntry) throw new Error('the islands script names no SPA entry');

function takeOver(href: string) {
  requestTakeover({ href, endIslands: unmountIslands });
  void import(/* @vite-ignore */ spaEntry as string);
}

/** Fetches the SPA's entry without running it, once: a click that follows finds it in the cache. */
let prefetched = false;
function prefetchSpa() {
  if (prefetched) return;
  prefetched = true;
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: spaEntry });
  link.crossOrigin = '';
  document.head.append(link);
}

// Islands show what depends on the time (a job's NEW badge) as of the server's render, as drawn.
setPageTime(new Date(container.getAttribute(RENDERED_AT_ATTRIBUTE) ?? ''));

if (hasStoredSignIn()) takeOver(location.pathname + location.search + location.hash);
else {
  startIslands(container);
  startReveals(container);
  scrollToArrivalHash();
  watchPageLinks(takeOver, prefetchSpa);
}
