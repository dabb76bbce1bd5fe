// The inline boot script of a page drawn as islands (decision 0017): it requests the islands entry only once
// the page has loaded and a frame is painted, or at once when the visitor acts; until the entry runs it holds
// a click on an island or a link of the site and a form sent inside an island, and it notes the visitor's
// first sign of life.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ISLANDS_BOOT_GLOBAL,
  ISLANDS_BOOT_SCRIPT,
  ISLANDS_ENTRY_ATTRIBUTE,
  type IslandsBoot,
  PAGE_STYLE_ARRIVED_ATTRIBUTE,
  PAGE_STYLE_ASKED_ATTRIBUTE,
  PAGE_STYLE_WAITING_MEDIA,
  PAGE_STYLES_ATTRIBUTE,
  PAGE_STYLES_ID,
} from '../../../contracts/islands-boot';

let entry = '';
let boot: IslandsBoot;
let runs = 0;

/** Runs the boot script as the page's head would, with the page still loading. */
function startBoot(): IslandsBoot {
  runs += 1;
  entry = `/assets/islands-entry-${runs}.js`;
  const script = document.createElement('script');
  script.setAttribute(ISLANDS_ENTRY_ATTRIBUTE, entry);
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  new Function(ISLANDS_BOOT_SCRIPT)();
  const started = (window as unknown as Record<string, IslandsBoot>)[ISLANDS_BOOT_GLOBAL];
  if (!started) throw new Error(`the boot script left no window.${ISLANDS_BOOT_GLOBAL}`);
  return started;
}

/** The module scripts requested for this test's entry. */
const requested = () =>
  [...document.head.querySelectorAll('script[type="module"]')].filter(
    (script) => script.getAttribute('src') === entry,
  );

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.textContent = tag;
  document.body.append(node);
  return node;
}

/** Clicks like a person would; answers whether the page let the browser act on it. */
const click = (target: Element, init: MouseEventInit = {}) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  boot = startBoot();
});

/** Ends a boot script's holding, as the entry does. */
function endBoot() {
  document.removeEventListener('click', boot.hold, true);
  document.removeEventListener('submit', boot.hold, true);
}

afterEach(() => {
  endBoot();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the islands boot script', () => {
  it('requests the islands entry once the page has loaded and a frame is painted, not before', async () => {
    expect(requested()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(requested()).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(requested()).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(requested()).toHaveLength(1);
  });

  it('waits until the image the page marked as its largest is reported painted, at most 2 s', async () => {
    const image = element('img', { fetchpriority: 'high', src: '/videos/hero-home.webp' });
    let report: (entries: { element: Element | null }[]) => void = () => {};
    class ReportingObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries(): { element: Element | null }[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    try {
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(500);
      report([{ element: element('p') }]);
      await vi.advanceTimersByTimeAsync(100);
      expect(requested()).toHaveLength(0);
      report([{ element: image }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(requested()).toHaveLength(1);

      // Never reported (another element was larger): requested after 2 s anyway.
      endBoot();
      boot = startBoot();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(1900);
      expect(requested()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(200);
      expect(requested()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('requests it at once on a first press', () => {
    element('input').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(requested()).toHaveLength(1);
  });

  it('asks for the page’s stylesheets in full after the entry’s request, one a task, fetched for no screen', async () => {
    const files = ['/assets/index-a.css', '/assets/header-menu-b.css', '/assets/mantine-theme-c.css'];
    const noscript = Object.assign(document.createElement('noscript'), { id: PAGE_STYLES_ID });
    noscript.setAttribute(PAGE_STYLES_ATTRIBUTE, files.join(' '));
    document.head.append(noscript);
    const asked = () => [
      ...document.head.querySelectorAll<HTMLLinkElement>(`link[${PAGE_STYLE_ASKED_ATTRIBUTE}]`),
    ];
    try {
      document.dispatchEvent(new Event('pointerdown'));
      expect(requested()).toHaveLength(1);
      // Not in the press's own task, and one a task after it.
      expect(asked()).toHaveLength(0);
      await vi.advanceTimersToNextTimerAsync();
      expect(asked()).toHaveLength(1);
      await vi.advanceTimersToNextTimerAsync();
      expect(asked()).toHaveLength(2);
      await vi.advanceTimersToNextTimerAsync();
      expect(
        asked().map((link) => [link.getAttribute('href'), link.rel, link.getAttribute('media')]),
      ).toEqual(files.map((file) => [file, 'stylesheet', PAGE_STYLE_WAITING_MEDIA]));
      // Its arrival is noted for the islands runtime, which may come after it.
      asked()[0]?.dispatchEvent(new Event('load'));
      expect(asked()[0]?.hasAttribute(PAGE_STYLE_ARRIVED_ATTRIBUTE)).toBe(true);
    } finally {
      noscript.remove();
      for (const link of asked()) link.remove();
    }
  });

  it('does not ask again for a stylesheet the islands runtime linked before it came to it', async () => {
    const files = ['/assets/index-a.css', '/assets/header-menu-b.css'];
    const noscript = Object.assign(document.createElement('noscript'), { id: PAGE_STYLES_ID });
    noscript.setAttribute(PAGE_STYLES_ATTRIBUTE, files.join(' '));
    document.head.append(noscript);
    const runtimes = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: files[1] });
    document.head.append(runtimes);
    const linked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    try {
      document.dispatchEvent(new Event('pointerdown'));
      for (const _file of [...files, 'the end']) await vi.advanceTimersToNextTimerAsync();
      expect(linked().map((link) => link.getAttribute('href'))).toEqual([files[1], files[0]]);
    } finally {
      noscript.remove();
      for (const link of linked()) link.remove();
    }
  });

  it('holds a form sent inside an island (Enter in a field) until the entry runs, and no other', () => {
    const island = element('div', { 'data-island': 'contact-form' });
    const form = document.createElement('form');
    island.append(form);
    const send = (target: HTMLFormElement) =>
      target.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(send(form)).toBe(false);
    expect(boot.held).toBe(form);
    expect(requested()).toHaveLength(1);
    const outside = document.createElement('form');
    document.body.append(outside);
    expect(send(outside)).toBe(true);
  });

  it('holds a click on an island or on a link of the site until the entry runs, and no other', () => {
    const island = element('div', { 'data-island': 'header-menu' });
    const button = document.createElement('button');
    island.append(button);
    expect(click(button)).toBe(false);
    expect(boot.held).toBe(button);
    expect(requested()).toHaveLength(1);

    expect(click(element('a', { href: '/careers' }))).toBe(false);
    expect(click(element('a', { href: '#main' }))).toBe(false);
    expect(click(element('a', { href: 'https://example.com/' }))).toBe(true);
    expect(click(element('a', { href: '/careers' }), { ctrlKey: true })).toBe(true);
    expect(click(element('a', { href: '/careers' }), { button: 1 })).toBe(true);
    expect(click(element('p'))).toBe(true);
  });

  it('settles the visitor’s presence on their first sign of life', async () => {
    let present = false;
    void boot.present.then(() => {
      present = true;
    });
    await Promise.resolve();
    expect(present).toBe(false);
    document.dispatchEvent(new Event('pointermove'));
    await boot.present;
    expect(present).toBe(true);
  });

  it('lets clicks go when the entry cannot be loaded', () => {
    const island = element('div', { 'data-island': 'contact-form' });
    const button = document.createElement('button');
    island.append(button);
    expect(click(button)).toBe(false);
    requested()[0]?.dispatchEvent(new Event('error'));
    expect(click(button)).toBe(true);
  });
});
