// The page's stylesheets in full (decision 0053): those the page's boot script asked for are taken as they are;
// any other is asked for one request a task, since each request costs the main thread milliseconds on a slow
// phone, and a tap waits for no more than one. Their arrival applies none of them (decision 0072); applying
// applies them all at once, in their order, only when the last has arrived, so the cascade is the inline
// rules' all along.
import { afterEach, expect, it, vi } from 'vitest';
import {
  PAGE_STYLE_ARRIVED_ATTRIBUTE,
  PAGE_STYLE_ASKED_ATTRIBUTE,
  PAGE_STYLE_WAITING_MEDIA,
  PAGE_STYLES_ATTRIBUTE,
  PAGE_STYLES_ID,
} from '#contracts/islands-boot.ts';
import { nextTask } from '#src/islands/next-task.ts';

const files = ['/assets/index-a.css', '/assets/header-menu-b.css', '/assets/mantine-theme-c.css'];

const linked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** The module as a page's runtime first meets it: it asks for the stylesheets once. */
async function freshPageStyles() {
  vi.resetModules();
  return await import('#src/islands/page-styles.ts');
}

function nameStylesheets() {
  const noscript = Object.assign(document.createElement('noscript'), { id: PAGE_STYLES_ID });
  noscript.setAttribute(PAGE_STYLES_ATTRIBUTE, files.join(' '));
  document.head.append(noscript);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

it('asks for one stylesheet a task and applies them all, in order, once the last has arrived', async () => {
  nameStylesheets();
  const { applyPageStyles, pageStylesArrived } = await freshPageStyles();
  // Each file arrives when the test says so (happy-dom would report them at once).
  const arrive = new Map<Element, () => void>();
  vi.spyOn(HTMLLinkElement.prototype, 'addEventListener').mockImplementation(function (
    this: HTMLLinkElement,
    type: string,
    listener: EventListenerOrEventListenerObject,
  ) {
    if (type === 'load') arrive.set(this, listener as () => void);
  });
  let arrived = false;
  void pageStylesArrived().then(() => (arrived = true));

  expect(linked().map((link) => link.getAttribute('href'))).toEqual(files.slice(0, 1));
  await nextTask();
  expect(linked()).toHaveLength(2);
  await nextTask();
  expect(linked().map((link) => link.getAttribute('href'))).toEqual(files);
  // Fetched, applied to no screen until the whole list is in.
  expect(linked().every((link) => link.getAttribute('media') === PAGE_STYLE_WAITING_MEDIA)).toBe(true);

  let applied = false;
  const applying = applyPageStyles().then(() => (applied = true));
  for (const link of linked().slice(0, 2)) arrive.get(link)?.();
  await nextTask();
  expect(applied).toBe(false);
  expect(linked().every((link) => link.getAttribute('media') === PAGE_STYLE_WAITING_MEDIA)).toBe(true);

  arrive.get(linked()[2] as Element)?.();
  await applying;
  expect(arrived).toBe(true);
  expect(linked().map((link) => link.getAttribute('media'))).toEqual([null, null, null]);
  expect(applyPageStyles()).toBe(applyPageStyles());
});

it('applies nothing when the stylesheets arrive: only when asked to', async () => {
  nameStylesheets();
  const { applyPageStyles, pageStylesArrived } = await freshPageStyles();
  const arriving = pageStylesArrived();
  await nextTask();
  await nextTask();
  for (const link of linked()) link.dispatchEvent(new Event('load'));
  await arriving;
  expect(linked().map((link) => link.getAttribute('media'))).toEqual(
    files.map(() => PAGE_STYLE_WAITING_MEDIA),
  );

  // Asked once they have arrived, they are applied before the task ends (its microtasks), so before a paint.
  void applyPageStyles();
  await Promise.resolve();
  await Promise.resolve();
  expect(linked().map((link) => link.getAttribute('media'))).toEqual([null, null, null]);
});

it('takes the stylesheets the boot script asked for as they are, arrived or not, and asks for none again', async () => {
  nameStylesheets();
  const asked = files.map((href, index) => {
    const link = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href,
      media: PAGE_STYLE_WAITING_MEDIA,
    });
    link.setAttribute(PAGE_STYLE_ASKED_ATTRIBUTE, '');
    if (index < 2) link.setAttribute(PAGE_STYLE_ARRIVED_ATTRIBUTE, '');
    document.head.append(link);
    return link;
  });
  const { applyPageStyles } = await freshPageStyles();
  let applied = false;
  const loaded = applyPageStyles().then(() => (applied = true));
  await nextTask();
  expect(linked()).toEqual(asked);
  expect(applied).toBe(false);

  asked[2]?.dispatchEvent(new Event('load'));
  await loaded;
  expect(linked().map((link) => link.getAttribute('media'))).toEqual([null, null, null]);
});
