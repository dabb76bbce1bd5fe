// Browser, islands pages (decision 0053): a page drawn as islands carries only the rules its own HTML uses
// (first-screen-css.ts); its stylesheets in full are named by the <noscript> in its head (which links them
// for a visit without JavaScript), asked for by the page's boot script right after its request for the islands
// entry (or here, when it did not), and applied here, once, when something first needs them (decision 0072,
// needs-page-styles.ts): applying them restyles the whole page, a long task on a slow phone, and until then
// nothing on the page needs more than what it carries.
//
// They are applied all at once, when the last has arrived: the inline rules are those of these files, in their
// order, and only the whole list orders them as the inline rules do. Applied one by one, a file arriving before
// those that come after it in the list moves its rules past theirs (Mantine's Input rules past Checkbox's, as
// the SPA build splits them), and the server's HTML shifted until the rest arrived.

import {
  PAGE_STYLE_ARRIVED_ATTRIBUTE,
  PAGE_STYLE_ASKED_ATTRIBUTE,
  PAGE_STYLE_WAITING_MEDIA,
  PAGE_STYLES_ATTRIBUTE,
  PAGE_STYLES_ID,
} from '#contracts/islands-boot.ts';
import { nextTask } from './next-task';

let arriving: Promise<HTMLLinkElement[]> | undefined;
let applying: Promise<void> | undefined;

/** Settles once `link` has arrived, or failed to: one that cannot be loaded must not hold the islands for ever. */
function arrival(link: HTMLLinkElement): Promise<void> {
  if (link.hasAttribute(PAGE_STYLE_ARRIVED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Settles once the page's stylesheets have arrived, fetched for no screen (at once on a page that names none). */
export function pageStylesArrived(): Promise<HTMLLinkElement[]> {
  arriving ??= (async () => {
    const hrefs = (document.getElementById(PAGE_STYLES_ID)?.getAttribute(PAGE_STYLES_ATTRIBUTE) ?? '')
      .split(' ')
      .filter(Boolean);
    // The page's boot script asked for them (contracts/islands-boot.ts); any it did not is asked for here, one
    // request a task: each costs the main thread milliseconds on a slow phone, and a tap waits for one at most.
    const links: HTMLLinkElement[] = [];
    const arrivals: Promise<void>[] = [];
    for (const href of hrefs) {
      let link = document.head.querySelector<HTMLLinkElement>(
        `link[${PAGE_STYLE_ASKED_ATTRIBUTE}][href="${href}"]`,
      );
      if (!link) {
        if (links.length) await nextTask();
        link = Object.assign(document.createElement('link'), {
          rel: 'stylesheet',
          href,
          media: PAGE_STYLE_WAITING_MEDIA,
        });
        document.head.append(link);
      }
      links.push(link);
      arrivals.push(arrival(link));
    }
    await Promise.all(arrivals);
    return links;
  })();
  return arriving;
}

/**
 * Applies the page's stylesheets once they have arrived, and settles then: appended after the inline rules in
 * their own order, all in the same frame, they hold the same rules in the same order, so the cascade is as it
 * was. Called once they have arrived, it applies them in the same task's microtasks, before the next paint.
 */
export function applyPageStyles(): Promise<void> {
  applying ??= pageStylesArrived().then((links) => {
    for (const link of links) link.removeAttribute('media');
  });
  return applying;
}
