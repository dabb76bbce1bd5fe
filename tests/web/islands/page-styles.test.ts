// The page's stylesheets in full (decision 0053): asked for one request a task, since each request costs the main
// thread milliseconds on a slow phone right after the load, and a tap waits for no more than one; applied all at
// once, in their order, only when the last has arrived, so the cascade is the inline rules' all along.
import { expect, it, vi } from 'vitest';
import { nextTask } from '#src/islands/next-task.ts';
import { PAGE_STYLES_ATTRIBUTE, PAGE_STYLES_ID, pageStylesLoaded } from '#src/islands/page-styles.ts';

const files = ['/assets/index-a.css', '/assets/header-menu-b.css', '/assets/mantine-theme-c.css'];

const linked = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

it('asks for one stylesheet a task and applies them all, in order, once the last has arrived', async () => {
  const noscript = Object.assign(document.createElement('noscript'), { id: PAGE_STYLES_ID });
  noscript.setAttribute(PAGE_STYLES_ATTRIBUTE, files.join(' '));
  document.head.append(noscript);
  // Each file arrives when the test says so (happy-dom would report them at once).
  const arrive = new Map<Element, () => void>();
  vi.spyOn(HTMLLinkElement.prototype, 'addEventListener').mockImplementation(function (
    this: HTMLLinkElement,
    type: string,
    listener: EventListenerOrEventListenerObject,
  ) {
    if (type === 'load') arrive.set(this, listener as () => void);
  });
  let applied = false;
  const loaded = pageStylesLoaded().then(() => (applied = true));

  expect(linked().map((link) => link.getAttribute('href'))).toEqual(files.slice(0, 1));
  await nextTask();
  expect(linked()).toHaveLength(2);
  await nextTask();
  expect(linked().map((link) => link.getAttribute('href'))).toEqual(files);
  // Fetched, applied to no screen until the whole list is in.
  expect(linked().every((link) => link.getAttribute('media') === 'print')).toBe(true);

  for (const link of linked().slice(0, 2)) arrive.get(link)?.();
  await nextTask();
  expect(applied).toBe(false);
  expect(linked().every((link) => link.getAttribute('media') === 'print')).toBe(true);

  arrive.get(linked()[2] as Element)?.();
  await loaded;
  expect(linked().map((link) => link.getAttribute('media'))).toEqual([null, null, null]);
  expect(pageStylesLoaded()).toBe(pageStylesLoaded());
});
