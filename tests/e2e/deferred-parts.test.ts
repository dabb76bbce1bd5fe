// Parts whose code comes after their page's (decision 0014): the server's HTML stays in place, unshifted,
// until the code arrives, however late, and then the part is live. The code a tap wakes is asked for only
// once the tap's answer is painted (decision 0068).

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { CareerSummary } from '../../contracts/careers';
import { careerPath } from '../../contracts/public-paths';
import { apiFromPage, baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';

const ctx = setupBrowser();

/** What watchPage keeps on the page's window. */
interface Seen {
  shift: number;
  /** Each shift counted: its score and what moved (element, text, from and to), to name the cause. */
  shifts: string[];
  formRemoved: boolean;
}

/** Before any script: counts layout shifts and notes whether a form the server drew is ever removed. */
function watchPage() {
  const seen: Seen = { shift: 0, shifts: [], formRemoved: false };
  (window as unknown as { seen: Seen }).seen = seen;
  const box = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
  new PerformanceObserver((list) => {
    // As CLS counts them: a shift right after the visitor's own input (the errors shown) is theirs.
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      seen.shift += entry.value;
      const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
        const what =
          node instanceof Element ? `<${node.localName} class="${node.className}">` : node?.nodeName;
        const text = node?.textContent?.trim().slice(0, 40);
        return `${what} “${text}” ${box(previousRect)} → ${box(currentRect)}`;
      });
      seen.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element && (node.matches('form') || node.querySelector('form')))
          seen.formRemoved = true;
  }).observe(document, { childList: true, subtree: true });
}

/** What watchPage has seen up to the last frame drawn (its shifts are reported after their frame). */
const seenOn = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
    );
    return (window as unknown as { seen: Seen }).seen;
  });

/** `/contact-us` on a touch phone, once its header's menu is live and before anything else is touched. */
async function contactOnAPhoneWithItsMenuLive() {
  const opened = await openPage(ctx.browser, { width: 390, height: 844 }, { hasTouch: true });
  await opened.page.goto(`${baseUrl()}/contact-us`);
  await opened.page.locator('[data-island="header-menu"][data-island-live]').waitFor();
  return opened;
}

describeInBrowser('parts whose code comes after the page', () => {
  it.each([
    ['the apply form', 'job-application'],
    ['the contact form', 'contact-form'],
  ])('keeps %s as the server drew it until its late code arrives, without a shift', async (_name, chunk) => {
    const { page, problems } = await openPage(ctx.browser, { width: 1280, height: 900 });
    let pagePath = '/contact-us';
    if (chunk === 'job-application') {
      await page.goto(`${baseUrl()}/404`);
      const careers = await apiFromPage<CareerSummary[]>(page, '/api/careers/all');
      const career = careers[0];
      if (!career) throw new Error('the demo data has no open career');
      pagePath = careerPath(career);
    }
    await page.addInitScript(watchPage);
    // The island's code is held at the network once asked for, and let go only after the page has sat idle
    // without it: it arrives late, as on a slow connection.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(new RegExp(`/assets/${chunk}-[^/]*\\.js$`), async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl()}${pagePath}`);
    const submit = page.getByRole('button', { name: /submit|send/i }).last();
    // A visitor comes to the form (decision 0017: the apply form goes live near the viewport, the contact
    // form on the first sign of life): the mouse moves, the form is scrolled to, and its code is asked for.
    await page.mouse.move(10, 10);
    await submit.scrollIntoViewIfNeeded();
    // A chunk renamed would be held no more: the test then says so instead of passing without a late arrival.
    await expect.poll(() => held, { message: `the page asks for its ${chunk} chunk` }).toBeGreaterThan(0);
    // The rest of the page has its turns (effects, idle work) while the code is on its way.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 5000 }))),
    );
    expect(await page.locator('[data-island-live]:has(form)').count()).toBe(0);
    release();
    // Its island says when it is live (hydrated, effects run): what shifted until then, no input of the
    // visitor's caused. Read before the click below: the errors it shows are the visitor's own shift, and on
    // a busy machine they can be drawn later than the half second in which the browser counts them as theirs.
    await page.locator('[data-island-live]:has(form)').waitFor();
    const { shift: shiftUntilLive, shifts: shiftsUntilLive } = await seenOn(page);
    // Live: a click on the empty form is answered with the form's own errors.
    await expect
      .poll(async () => {
        await submit.click();
        return page.locator('[aria-invalid="true"]').count();
      })
      .toBeGreaterThan(0);
    expect({ shiftUntilLive, shiftsUntilLive, formRemoved: (await seenOn(page)).formRemoved }).toEqual({
      shiftUntilLive: 0,
      shiftsUntilLive: [],
      formRemoved: false,
    });
    expect(problems).toEqual([]);
  });

  it('leaves what a press wakes until the finger is lifted and its click answered', async () => {
    const { page, problems } = await contactOnAPhoneWithItsMenuLive();
    await page.evaluate(() => {
      const seen = { clickAt: 0, stylesAt: 0 };
      (window as unknown as { press: typeof seen }).press = seen;
      addEventListener('click', () => (seen.clickAt ||= performance.now()), { capture: true });
      // The page's stylesheets in full are applied by taking away their waiting media.
      new MutationObserver(() => (seen.stylesAt ||= performance.now())).observe(document.head, {
        subtree: true,
        attributeFilter: ['media'],
      });
    });
    const box = await page.locator('button[aria-label="Open menu"]').boundingBox();
    if (!box) throw new Error('no menu button');
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const now = () => page.evaluate(() => performance.now());
    const pressedAt = await now();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    // A finger rests on the glass for frames before it lifts: what its press woke has turns to run meanwhile.
    await page.waitForTimeout(150);
    const liftedAt = await now();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The browser makes the click from the lift, an input of its own: on a busy machine a frame can be painted
    // between them, and what the press woke still waits for the click (src/lib/press-over.ts).
    // The press woke the side menu's code, the page's stylesheets and the contact form's island.
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.locator('[data-island="contact-form"][data-island-live]').waitFor();
    const woken = await page.evaluate(() => {
      const { clickAt, stylesAt } = (window as unknown as { press: { clickAt: number; stylesAt: number } })
        .press;
      const askedAt = (chunk: RegExp) =>
        performance.getEntriesByType('resource').find((entry) => chunk.test(entry.name))?.startTime ?? 0;
      return {
        clickAt,
        stylesApplied: stylesAt,
        menuCodeAsked: askedAt(/side-menu-[^/]*\.js$/),
        formCodeAsked: askedAt(/contact-form-[^/]*\.js$/),
      };
    });
    expect(woken.clickAt).toBeGreaterThan(0);
    const late = (at: number) => at >= woken.clickAt;
    // The times themselves in a failure's message: whether the work came during the press or before it.
    expect(
      {
        stylesApplied: late(woken.stylesApplied),
        menuCodeAsked: late(woken.menuCodeAsked),
        formCodeAsked: late(woken.formCodeAsked),
      },
      `ms on the page's timeline: ${JSON.stringify({ ...woken, pressedAt, liftedAt })}`,
    ).toEqual({ stylesApplied: true, menuCodeAsked: true, formCodeAsked: true });
    expect(problems).toEqual([]);
  });

  it('paints a tap on the menu button before asking for the code it wakes', async () => {
    const { page, problems } = await contactOnAPhoneWithItsMenuLive();
    await page.evaluate(() => {
      const seen = { tappedAt: 0, frameAt: 0 };
      (window as unknown as { tap: typeof seen }).tap = seen;
      // The first pointer event of the tap, and the frame that follows it (its callbacks run before its paint).
      addEventListener('pointerover', () => (seen.tappedAt ||= performance.now()), { capture: true });
      addEventListener(
        'pointerdown',
        () => requestAnimationFrame((frameTime) => (seen.frameAt ||= frameTime)),
        { capture: true, once: true },
      );
    });
    await page.tap('button[aria-label="Open menu"]');
    // The tap wakes the side menu's code and, as the first sign of life, the contact form's island.
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await page.locator('[data-island="contact-form"][data-island-live]').waitFor();
    const { tappedAt, frameAt, asked } = await page.evaluate(() => {
      const { tappedAt, frameAt } = (window as unknown as { tap: { tappedAt: number; frameAt: number } }).tap;
      const asked = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime >= tappedAt)
        .map((entry) => ({ file: new URL(entry.name).pathname, at: entry.startTime }));
      return { tappedAt, frameAt, asked };
    });
    expect(tappedAt).toBeGreaterThan(0);
    expect(asked.map(({ file }) => file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/side-menu-/), expect.stringMatching(/contact-form-/)]),
    );
    expect(asked.filter(({ at }) => at < frameAt)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
