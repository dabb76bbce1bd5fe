// Which clicks on a page drawn as islands hand it to the SPA (decision 0017): a plain click on a link to
// another page of the site does; modified clicks, other sites, downloads, new tabs and the API's addresses
// stay the browser's; a place on the same page is scrolled to and the skip link moves focus.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPageLinks } from '../../../src/islands/link-takeover';

let takeOver: ReturnType<typeof vi.fn<(href: string) => void>>;
let prefetch: ReturnType<typeof vi.fn<() => void>>;
let stopWatching: AbortController;
let stopWatchingLinks: () => void;
let browserFollows: boolean | undefined;

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = 'a link';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

/** Clicks like a person would; answers whether the browser would still follow the link. */
function click(element: Element, init: MouseEventInit = {}) {
  browserFollows = undefined;
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return browserFollows;
}

// The worker's next file finds the address this one found (they share one window, isolate: false).
let addressBefore: string;
beforeAll(() => {
  addressBefore = window.location.href;
});
afterAll(() => window.history.replaceState(null, '', addressBefore));

beforeEach(() => {
  window.history.replaceState(null, '', '/about-us');
  takeOver = vi.fn<(href: string) => void>();
  prefetch = vi.fn<() => void>();
  stopWatching = new AbortController();
  stopWatchingLinks = watchPageLinks(takeOver, prefetch);
  // Last in line: notes whether the browser would follow the link, then keeps happy-dom from trying.
  window.addEventListener(
    'click',
    (event) => {
      browserFollows = !event.defaultPrevented;
      event.preventDefault();
    },
    { signal: stopWatching.signal },
  );
});

afterEach(() => {
  // Nothing of this file handles the clicks of the worker's next file.
  stopWatchingLinks();
  stopWatching.abort();
  document.body.replaceChildren();
});

describe('links on a page drawn as islands', () => {
  it('hands a plain click on a link to another page to the SPA, with its query and hash, once', () => {
    expect(click(link('/careers?q=HR#results'))).toBe(false);
    expect(takeOver).toHaveBeenCalledWith('/careers?q=HR#results');
    // The SPA has the page from here: a second click is the SPA's own business.
    click(link('/blogs'));
    expect(takeOver).toHaveBeenCalledTimes(1);
  });

  it('leaves modified clicks, other sites, downloads, new tabs and the API to the browser', () => {
    const follows = click;
    expect(follows(link('/careers'), { ctrlKey: true })).toBe(true);
    expect(follows(link('/careers'), { metaKey: true })).toBe(true);
    expect(follows(link('/careers'), { shiftKey: true })).toBe(true);
    expect(follows(link('https://www.linkedin.com/company/meera'))).toBe(true);
    expect(follows(link('/careers', { target: '_blank' }))).toBe(true);
    expect(follows(link('/files/brochure', { download: '' }))).toBe(true);
    expect(follows(link('/api/careers/all'))).toBe(true);
    expect(follows(link('/sitemap.xml'))).toBe(true);
    expect(takeOver).not.toHaveBeenCalled();
  });

  it('scrolls to a place on the same page instead, and moves focus for the skip link', () => {
    const target = document.createElement('section');
    target.id = 'approach';
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(target, main);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    click(link('/about-us#approach'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    click(link('#main', { 'data-skip-link': '' }));
    expect(document.activeElement).toBe(main);
    expect(window.location.pathname + window.location.hash).toBe('/about-us');
    expect(takeOver).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('fetches the SPA when a link to another page is pointed at or focused', () => {
    link('/careers').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalled();
  });
});
