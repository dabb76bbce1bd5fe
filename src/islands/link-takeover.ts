// Browser, islands pages: the first click on a link to another page of the site boots the SPA, which draws
// that page as a navigation would (decision 0017). A link to a place on the same page scrolls there below
// the header; the skip link moves focus. The SPA's code is fetched when a link is first pointed at or
// focused, so the click rarely waits for it.
import { scrollToHashWhenReady, scrollToId } from '#src/lib/anchor-scroll.ts';

/** Addresses of this origin that are not pages of the SPA. */
const NOT_A_PAGE = /^\/(api|auth|employee)(\/|$)|\.[a-z0-9]+$/i;

function pageLink(event: Event): { anchor: HTMLAnchorElement; url: URL } | undefined {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || NOT_A_PAGE.test(url.pathname)) return;
  return { anchor, url };
}

/**
 * An address with a hash, on arrival: its element 32 px below the header, as the SPA does. After the load
 * event, when the browser's own jump to the fragment (CSS scroll-padding, 8 px) has been made.
 */
export function scrollToArrivalHash() {
  const id = idOf(location.hash);
  if (!id) return;
  const scroll = () => requestAnimationFrame(() => scrollToHashWhenReady(id));
  if (document.readyState === 'complete') scroll();
  else window.addEventListener('load', scroll, { once: true });
}

const idOf = (hash: string) => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
};

/** Watches the page's links until a click hands the page to the SPA; returns what stops it sooner. */
export function watchPageLinks(takeOver: (href: string) => void, prefetch: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = pageLink(event);
    if (!link) return;
    const { anchor, url } = link;
    event.preventDefault();
    const samePage = url.pathname === location.pathname && url.search === location.search;
    if (anchor.hasAttribute('data-skip-link')) {
      document.getElementById(idOf(url.hash))?.focus();
    } else if (samePage && url.hash) {
      // As the SPA's buttons to a place on their own page do (link-button.tsx): there, 8 px below the header.
      scrollToId(idOf(url.hash));
    } else {
      stop();
      takeOver(url.pathname + url.search + url.hash);
    }
  };
  const onIntent = (event: Event) => {
    if (pageLink(event)) prefetch();
  };
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  function stop() {
    document.removeEventListener('click', onClick);
    for (const type of intents) document.removeEventListener(type, onIntent);
  }
  document.addEventListener('click', onClick);
  for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
  return stop;
}
