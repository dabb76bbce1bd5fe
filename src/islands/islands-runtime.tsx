// What runs a page drawn as islands (decision 0017), started by its entry once the page is painted: the
// page stays the server's HTML; each island is hydrated on its own when it is needed (hydrate-islands.tsx);
// the first click on a link to another page loads the SPA, which draws that page (spa.tsx). Someone with a
// stored sign-in gets the SPA at once: their session and its inactivity watch run in it.
// Its start is three short tasks, not one long one (decision 0067): a tap that comes meanwhile is answered
// between them, and the page's boot script holds it until the islands are watching.

import { noteArrival } from '#src/lib/arrival-source.ts';
import { RENDERED_AT_ATTRIBUTE, setPageTime } from '#src/lib/page-clock.ts';
import { hasStoredSignIn } from '#src/lib/session/stored-session.ts';
import { startIslands, unmountIslands, type VisitorSigns } from './hydrate-islands';
import { scrollToArrivalHash, watchPageLinks } from './link-takeover';
import { applyPageStylesOnPresence } from './needs-page-styles';
import { nextTask } from './next-task';
import { pageStylesArrived } from './page-styles';
import { startReveals } from './reveal-in-place';
import { requestTakeover, SPA_ENTRY_ATTRIBUTE } from './takeover-request';

/** Settles once the islands are started, or the SPA asked to take the page over. */
export async function runIslands(container: HTMLElement, signs: VisitorSigns): Promise<void> {
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

  // Islands show what depends on the time (a job's NEW badge) as of the server's render, as drawn.
  setPageTime(new Date(container.getAttribute(RENDERED_AT_ATTRIBUTE) ?? ''));

  // The page's stylesheets in full, which islands and the SPA wait for before they draw (decision 0053), in
  // a task apart from the evaluation of the entry's code: each file asked for is a request to set up. They are
  // applied when something first needs them (decision 0072).
  await nextTask();
  void pageStylesArrived();
  applyPageStylesOnPresence(signs.visitorPresent);

  // The visitor's storage is first opened here, in a task of its own too.
  await nextTask();
  // Where this visit came from, for an application sent later (docs/decisions/0018).
  noteArrival();
  if (hasStoredSignIn()) return takeOver(location.pathname + location.search + location.hash);
  startIslands(container, signs);
  startReveals(container);
  scrollToArrivalHash();
  watchPageLinks(takeOver, prefetchSpa);
}
