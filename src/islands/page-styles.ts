// Browser, islands pages (decision 0053): a page drawn as islands carries only the rules its own HTML uses
// (first-screen-css.ts); its stylesheets in full are named by the <noscript> in its head (which links them
// for a visit without JavaScript) and loaded here, once, when the islands start. Anything that changes the
// server's HTML (an island going live, the SPA taking the page over) waits for them, so every state it draws
// is styled: until then nothing on the page needs more than what it carries.

/** The id of the head's <noscript> linking the page's stylesheets in full, and its attribute naming them. */
export const PAGE_STYLES_ID = 'page-styles';
export const PAGE_STYLES_ATTRIBUTE = 'data-stylesheets';

let loading: Promise<void> | undefined;

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    // A stylesheet that cannot be loaded must not hold the islands for ever: they go live as before.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}

/**
 * Settles once the page's stylesheets are loaded (at once on a page that names none). Appended after the
 * inline rules in their own order: each holds the same rules as before, so the cascade is as it was.
 */
export function pageStylesLoaded(): Promise<void> {
  loading ??= Promise.all(
    (document.getElementById(PAGE_STYLES_ID)?.getAttribute(PAGE_STYLES_ATTRIBUTE) ?? '')
      .split(' ')
      .filter(Boolean)
      .map(loadStylesheet),
  ).then(() => undefined);
  return loading;
}
