// Browser, islands pages (decision 0053): a page drawn as islands carries only the rules its own HTML uses
// (first-screen-css.ts); its stylesheets in full are named by the <noscript> in its head (which links them
// for a visit without JavaScript) and loaded here, once, when the islands start. Anything that changes the
// server's HTML (an island going live, the SPA taking the page over) waits for them, so every state it draws
// is styled: until then nothing on the page needs more than what it carries.
//
// They are applied all at once, when the last has arrived: the inline rules are those of these files, in their
// order, and only the whole list orders them as the inline rules do. Applied one by one, a file arriving before
// those that come after it in the list moves its rules past theirs (Mantine's Input rules past Checkbox's, as
// the SPA build splits them), and the server's HTML shifted until the rest arrived.

import { nextTask } from './next-task';

/** The id of the head's <noscript> linking the page's stylesheets in full, and its attribute naming them. */
export const PAGE_STYLES_ID = 'page-styles';
export const PAGE_STYLES_ATTRIBUTE = 'data-stylesheets';

/** What a stylesheet is loaded with until the whole list has arrived: fetched, applied to no screen. */
const WAITING_MEDIA = 'print';

let loading: Promise<void> | undefined;

/** A stylesheet fetched but not applied yet; settles once it has arrived, or failed to. */
function fetchStylesheet(href: string): { link: HTMLLinkElement; arrived: Promise<void> } {
  const link = Object.assign(document.createElement('link'), {
    rel: 'stylesheet',
    href,
    media: WAITING_MEDIA,
  });
  const arrived = new Promise<void>((resolve) => {
    // A stylesheet that cannot be loaded must not hold the islands for ever: they go live as before.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  document.head.append(link);
  return { link, arrived };
}

/**
 * Settles once the page's stylesheets are loaded and applied (at once on a page that names none). Appended
 * after the inline rules in their own order, all in the same frame: they hold the same rules in the same
 * order, so the cascade is as it was.
 */
export function pageStylesLoaded(): Promise<void> {
  loading ??= (async () => {
    const hrefs = (document.getElementById(PAGE_STYLES_ID)?.getAttribute(PAGE_STYLES_ATTRIBUTE) ?? '')
      .split(' ')
      .filter(Boolean);
    // One request a task: asking for a file costs the main thread several milliseconds on a slow phone
    // right after the load, and a tap that comes meanwhile waits for no more than one of them.
    const sheets: ReturnType<typeof fetchStylesheet>[] = [];
    for (const href of hrefs) {
      if (sheets.length) await nextTask();
      sheets.push(fetchStylesheet(href));
    }
    await Promise.all(sheets.map(({ arrived }) => arrived));
    for (const { link } of sheets) link.removeAttribute('media');
  })();
  return loading;
}
