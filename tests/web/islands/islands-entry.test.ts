// The islands entry takes the holding of clicks over from the page's boot script only once the islands are
// started (decision 0067): their start is several tasks, and a click in between is still held, then made
// again, never lost.
// @fresh-modules: the entry starts the islands runtime, whose link and click handlers stay on the window; a file
// sharing the worker after it had its link clicks taken by them (link-takeover.test.ts, now and then).
import { expect, it, vi } from 'vitest';
import { ISLANDS_BOOT_GLOBAL, type IslandsBoot } from '#contracts/islands-boot.ts';
import { SPA_ENTRY_ATTRIBUTE } from '#src/islands/takeover-request.ts';
import { RENDERED_AT_ATTRIBUTE } from '#src/lib/page-clock.ts';

it('keeps the boot script holding clicks until the islands are started, then makes the held click again', async () => {
  const spaScript = document.createElement('script');
  spaScript.setAttribute(SPA_ENTRY_ATTRIBUTE, '/assets/index-test.js');
  document.head.append(spaScript);
  const root = Object.assign(document.createElement('div'), { id: 'root' });
  root.setAttribute(RENDERED_AT_ATTRIBUTE, '2026-12-06T12:00:00.000Z');
  const heldButton = document.createElement('button');
  const madeAgain = vi.fn();
  heldButton.addEventListener('click', madeAgain);
  document.body.append(root, heldButton);

  const hold = vi.fn();
  const boot: IslandsBoot = { held: heldButton, present: new Promise(() => {}), hold };
  (window as unknown as Record<string, IslandsBoot>)[ISLANDS_BOOT_GLOBAL] = boot;
  document.addEventListener('click', hold, true);

  await import('#src/islands-entry.tsx');
  // The entry's own task is over; the islands' start is still to come.
  document.body.click();
  expect(hold).toHaveBeenCalledTimes(1);
  expect(madeAgain).not.toHaveBeenCalled();

  await vi.waitFor(() => expect(madeAgain).toHaveBeenCalledTimes(1));
  document.body.click();
  expect(hold).toHaveBeenCalledTimes(1);
});
