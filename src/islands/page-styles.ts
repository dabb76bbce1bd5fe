// Browser, islands pages (decision 0053): a page drawn as islands carries only the rules its own HTML uses
// (first-screen-css.ts); its stylesheets in full are named by the <noscript> in its head (which links them
// for a visit without JavaScript), asked for by the page's boot script right after its request for the islands
// entry (or here, when it did not), and applied here, once, when the islands start. Anything that changes the
// server's HTML (an island going live, the SPA taking the page over) waits for them, so every state it draws
// is styled: until then nothing on the page needs more than what it carries.
//
// They are applied all at once, when the last has arrived: the inline rules are those of these files, in their
// order, and only the whole list orders them as the inline rules do. Applied one by one, a file arriving before
// those that come after it in the list moves its rules past theirs (Mantine's Input rules past Checkbox's, as
// the SPA build splits them), and the server's HTML shifted until the rest arrived.

import {
  PAGE_STYLE_ARRIVED_ATTRIBUTE,
  PAGE_STYLE_ASKED_ATTRIBUTE,
  PAGE_STYLES_ATTRIBUTE,
  PAGE_STYLES_ID,
} from '#contracts/islands-boot.ts';
import { nextTask } from './next-task';

/** What a stylesheet is loaded with until the whole list has arrived: fetched, applied to no screen. */
const WAITING_MEDIA = 'print';

let loading: Promise<void> | undefined;

interface Asked {
  link: HTMLLinkElement;
  /** Settles once it has arrived, or failed to. */
  arrived: Promise<void>;
}

/** The stylesheet the page's boot script asked for (contracts/islands-boot.ts), if it did. */
function askedByBoot(href: string): Asked | undefined {
  const link = [
    ...document.head.querySelectorAll<HTMLLinkElement>(`link[${PAGE_STYLE_ASKED_ATTRIBUTE}]`),
  ].find((asked) => asked.getAttribute('href') === href);
  if (!link) return undefined;
  const arrived = link.hasAttribute(PAGE_STYLE_ARRIVED_ATTRIBUTE)
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
  return { link, arrived };
}

/** A stylesheet fetched but not applied yet. */
function fetchStylesheet(href: string): Asked {
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
    // Those the boot script did not ask for, one request a task: asking for a file costs the main thread
    // several milliseconds on a slow phone, and a tap that comes meanwhile waits for no more than one of them.
    const sheets: Asked[] = [];
    for (const href of hrefs) {
      const asked = askedByBoot(href);
      if (!asked && sheets.length) await nextTask();
      sheets.push(asked ?? fetchStylesheet(href));
    }
    await Promise.all(sheets.map(({ arrived }) => arrived));
    for (const { link } of sheets) link.removeAttribute('media');
  })();
  return loading;
}
