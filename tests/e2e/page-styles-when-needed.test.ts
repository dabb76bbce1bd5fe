// A page drawn as islands applies its stylesheets in full only when something needs them (decision 0072):
// applying them restyles the whole page, one long task on a slow phone. A visit nobody touches, whose islands
// go live drawing what the server drew, never applies them; the visitor's first sign of life does, and so does
// an island drawing something new, before that is painted.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PAGE_STYLE_ASKED_ATTRIBUTE } from '../../contracts/islands-boot';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';

const ctx = setupBrowser();

/** A phone nobody has touched yet: a context of its own, so no earlier pointer is over the page. */
const PHONE = { width: 412, height: 823 };
const phoneOptions = { hasTouch: true, isMobile: true };

/** The media of each stylesheet the boot script asked for: `print` while it waits, none once applied. */
const stylesheetMedia = (page: Page) =>
  page
    .locator(`link[${PAGE_STYLE_ASKED_ATTRIBUTE}]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('media')));

/** The page's menu, the island every page makes live once the browser is idle. */
const menuLive = (page: Page) => page.locator('[data-island="header-menu"][data-island-live]').count();

/** The hero video's own look: what its rules decide. */
const videoLook = (page: Page) =>
  page.locator('[data-island="hero-media"] video').evaluate((video) => {
    const style = getComputedStyle(video);
    const box = video.getBoundingClientRect();
    return {
      box: [box.x, box.y, box.width, box.height].map(Math.round),
      ...Object.fromEntries(
        ['position', 'inset', 'object-fit', 'transform', 'opacity', 'z-index'].map((name) => [
          name,
          style.getPropertyValue(name),
        ]),
      ),
    };
  });

describeInBrowser('the page’s stylesheets in full', () => {
  it('leaves them unapplied on a page nobody touches, and applies them on the visitor’s first touch', async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE, phoneOptions);
    await page.goto(`${baseUrl()}/contact-us`);
    await expect.poll(() => menuLive(page)).toBe(1);
    // Arrived and waiting: every one asked for, none applied (the contact form waits for a sign of life).
    const waiting = await stylesheetMedia(page);
    expect(waiting.length).toBeGreaterThan(1);
    expect(new Set(waiting)).toEqual(new Set(['print']));

    // A touch on the page's heading, on the first screen: no control, only a sign of life.
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!box) throw new Error('no heading to touch');
    await page.touchscreen.tap(box.x + 2, box.y + 2);
    await expect.poll(() => stylesheetMedia(page)).toEqual(waiting.map(() => null));
    expect(problems).toEqual([]);
  });

  it('draws the hero’s video over the poster by the page’s own rules, as the stylesheets in full draw it', async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE, phoneOptions);
    await page.goto(`${baseUrl()}/`);
    await expect
      .poll(() => page.locator('[data-island="hero-media"][data-island-live] video').count())
      .toBe(1);
    await expect.poll(() => menuLive(page)).toBe(1);
    const waiting = await stylesheetMedia(page);
    expect(new Set(waiting)).toEqual(new Set(['print']));
    const drawn = await videoLook(page);
    expect(drawn).toMatchObject({ position: 'absolute', 'object-fit': 'cover' });
    expect(drawn.box[2]).toBe(PHONE.width);

    await page.touchscreen.tap(PHONE.width / 2, PHONE.height - 10);
    await expect.poll(() => stylesheetMedia(page)).toEqual(waiting.map(() => null));
    expect(await videoLook(page)).toEqual(drawn);
    expect(problems).toEqual([]);
  });

  it('leaves them unapplied as the careers finder folds its filters going live on a phone', async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE, phoneOptions);
    await page.goto(`${baseUrl()}/careers`);
    const finder = page.locator('[data-island="careers-finder"][data-island-live]');
    await expect.poll(() => finder.count()).toBe(1);
    // Folded by the island now (the server's HTML says open, which a phone's rule hides), and drawn the same.
    await expect.poll(() => finder.locator('button[aria-expanded="false"]').count()).toBeGreaterThan(0);
    await expect.poll(() => menuLive(page)).toBe(1);
    expect(new Set(await stylesheetMedia(page))).toEqual(new Set(['print']));
    expect(problems).toEqual([]);
  });

  it('leaves them unapplied as the internship’s apply link takes the address found for it', async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE, phoneOptions);
    await page.goto(`${baseUrl()}/internship`);
    const apply = page.getByRole('link', { name: 'Apply for an internship' });
    // The server's link searches the careers list; once live it goes to the programme's own page.
    await expect.poll(() => apply.getAttribute('href')).toMatch(/^\/careers\/[^?]+\/\d+$/);
    await expect.poll(() => menuLive(page)).toBe(1);
    expect(new Set(await stylesheetMedia(page))).toEqual(new Set(['print']));
    expect(problems).toEqual([]);
  });

  it('applies them before a part an island draws anew is painted, when no visitor’s sign of life came first', async () => {
    // A screen reader's activation is a click without a pointer or a key: the services accordion opened so.
    const { page, problems } = await openPage(ctx.browser, PHONE, phoneOptions);
    await page.goto(`${baseUrl()}/`);
    const accordion = page.locator('[data-island="services-accordion"][data-island-live]');
    await expect.poll(() => accordion.count()).toBe(1);
    expect(new Set(await stylesheetMedia(page))).toEqual(new Set(['print']));
    const appliedWhenDrawn = await accordion.evaluate(
      (island) =>
        new Promise<boolean>((resolve) => {
          new MutationObserver((_changes, observer) => {
            observer.disconnect();
            // The frame that draws the opened item.
            requestAnimationFrame(() =>
              resolve(
                [...document.querySelectorAll('link[data-page-style]')].every(
                  (link) => !link.hasAttribute('media'),
                ),
              ),
            );
          }).observe(island, { subtree: true, childList: true, attributes: true });
          island.querySelector<HTMLButtonElement>('button[aria-expanded="false"]')?.click();
        }),
    );
    expect(appliedWhenDrawn).toBe(true);
    expect(problems).toEqual([]);
  });
});
