import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { publicFile } from '../../contracts/public-files';
import { pageMeta } from '../../src/content/page-meta';
import {
  baseUrl,
  dataDir,
  describeInBrowser,
  openPage,
  pageSettled,
  setupBrowser,
} from '../support/browser/browser';
import { chooseLocation } from '../support/browser/choose-location';
import { watchHydration } from '../support/browser/hydration-messages';
import { CONTENT_PAGES, databasePages } from '../support/browser/public-pages';
import { mailContaining } from '../support/server/outbox';

const ctx = setupBrowser();

/** Where an element's top sits below the top of the window, once any smooth scrolling has settled. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN, id);
const headerHeight = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-site-header]')?.getBoundingClientRect().height ?? 0);

describeInBrowser('the public website in Chromium', () => {
  it('hides the header and footer on ?required=true once the page is up, server-drawn pages too, without a mismatch', async () => {
    const { page, problems } = await openPage(ctx.browser);
    // Prerendered (drawn at build time, without any query), then the lists, rendered per request.
    const pages = [
      ...CONTENT_PAGES.filter(({ path }) => path !== '/no/such/page'),
      ...(await databasePages()).pages.filter(({ path }) => ['/careers', '/blogs'].includes(path)),
    ];
    for (const { path: pagePath, h1 } of pages) {
      await page.goto(`${baseUrl()}${pagePath}?required=true`);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      await expect.poll(() => page.getByRole('banner').count(), { message: pagePath }).toBe(0);
      expect(await page.getByRole('contentinfo').count(), pagePath).toBe(0);
      const paddingTop = await page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop);
      expect(paddingTop, pagePath).toBe('0px');
    }
    // Without it, the same pages keep both.
    await page.goto(`${baseUrl()}/hr-service`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('scrolls to a hash below the fixed header: +32 px on arrival, +8 px from a button on the same page', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/#how-we-work`);
    await page.getByRole('heading', { name: 'People-first. Outcome-driven.' }).waitFor();
    const header = await headerHeight(page);
    expect(header).toBeGreaterThan(40);
    await expect.poll(() => topOf(page, 'how-we-work')).toBeCloseTo(header + 32, 0);

    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Explore Services' }).click();
    await expect.poll(() => topOf(page, 'services')).toBeCloseTo(header + 8, 0);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${baseUrl()}/about-us`);
    await page.getByRole('link', { name: 'Our Approach' }).click();
    await expect.poll(() => topOf(page, 'aboutus')).toBeCloseTo(header + 8, 0);

    // A new path starts at the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Let’s talk' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('on a phone, opens the side menu, highlights the current page and closes the menu on navigation', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 375, height: 740 });
    // Once React has the page: a tap on the server-drawn button before main.tsx hydrates does nothing.
    await page.goto(`${baseUrl()}/hr-service`, { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    // The nine links are not in the bar itself on a phone.
    expect(await header.getByRole('link', { name: 'Digital Marketing' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Website Design',
      'Digital Marketing',
      'Overseas Education',
      'HR Services',
      'Careers',
      'Blogs',
      'Contact',
    ]);
    expect(await menu.getByRole('link', { name: 'HR Services' }).getAttribute('aria-current')).toBe('page');
    await menu.getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights & Stories' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/blogs');
    expect(problems).toEqual([]);
  });

  it('on a desktop, shows the nine links in the bar with the current one highlighted', async () => {
    const { page } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/digital-marketing`);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Digital Marketing' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(['Digital Marketing']);
  });

  it('names its logos, posters and images with their versions, which browsers may keep a year', async () => {
    const { page } = await openPage(ctx.browser);
    const kept: string[] = [];
    page.on('response', (response) => {
      if (response.headers()['cache-control']?.includes('immutable'))
        kept.push(new URL(response.url()).pathname);
    });
    await page.goto(`${baseUrl()}/contact-us`);
    await pageSettled(page);
    expect(await page.getByRole('banner').locator('img').first().getAttribute('src')).toBe(
      publicFile('/logo.svg'),
    );
    // Shown 427 px wide beside the form at 1 px a pixel, the contact picture comes as its 640 px copy.
    expect(kept).toEqual(
      expect.arrayContaining(['/logo.svg', '/logo-light.svg', '/images/contact-640.webp']),
    );
  });

  it('lays out why-choose-us 60/40 on a desktop and stacked on a phone, points shown once scrolled to', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const { page } = await openPage(ctx.browser, viewport);
      // Settled: hydrated, and the points below the fold hidden with their motion code in.
      await page.goto(`${baseUrl()}/hr-service`, { waitUntil: 'networkidle' });
      const heading = page.getByRole('heading', { name: 'Why Choose Meera Consultancy' });
      await heading.scrollIntoViewIfNeeded();
      const image = page.getByRole('img', { name: /HR consultant interviewing a candidate/ });
      // The two Grid columns: the image's own, and the one holding the heading.
      const columns = await image.evaluate((img) => {
        const imageColumn = img.parentElement as HTMLElement;
        const textColumn = [...(imageColumn.parentElement?.children ?? [])].find(
          (column) => column !== imageColumn && column.querySelector('h2'),
        ) as HTMLElement;
        const a = textColumn.getBoundingClientRect();
        const b = imageColumn.getBoundingClientRect();
        return {
          textWidth: a.width,
          imageWidth: b.width,
          imageTop: b.top,
          textBottom: a.bottom,
          textLeft: a.left,
          imageLeft: b.left,
        };
      });
      if (viewport.width === 1280) {
        // 60% text, 40% image (the gap between them shared out).
        expect(columns.textWidth / (columns.textWidth + columns.imageWidth)).toBeCloseTo(0.6, 1);
        expect(columns.imageLeft).toBeGreaterThan(columns.textLeft);
      } else {
        expect(columns.imageWidth).toBeCloseTo(columns.textWidth, 0);
        expect(columns.imageTop).toBeGreaterThanOrEqual(columns.textBottom);
      }
      const points = page
        .getByRole('heading', { name: 'Why Choose Meera Consultancy' })
        .locator('xpath=following-sibling::ul/li');
      expect(await points.count()).toBe(5);
      await points.last().scrollIntoViewIfNeeded();
      await expect.poll(() => points.last().evaluate((li) => getComputedStyle(li).opacity)).toBe('1');
      await page.close();
    }
  });

  it('fetches framer-motion only when a section is to animate, and the services accordion after the page', async () => {
    // Tall enough to show the whole home page: every section is on screen when React takes it over.
    const { page, problems } = await openPage(ctx.browser, { width: 1280, height: 6000 });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const motionFetched = () => fetched.some((file) => file.includes('/assets/animated-reveal-'));
    const expanded = (name: string) => page.getByRole('button', { name }).getAttribute('aria-expanded');

    // A first visit: drawn by the server, hydrated without the motion code; the accordion still works.
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'HR Services' }).click();
    await expect.poll(() => expanded('HR Services')).toBe('true');
    expect(await expanded('Website Design')).toBe('false');
    expect(motionFetched()).toBe(false);

    // A click on a link draws the next page in the browser: its why-choose-us points enter when reached.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/about-us`);
    const points = page
      .getByRole('heading', { name: 'Why Choose Meera Consultancy' })
      .locator('xpath=following-sibling::ul/li');
    const opacity = () => points.last().evaluate((li) => getComputedStyle(li).opacity);
    // Hidden until scrolled to, once the motion code is in.
    await expect.poll(opacity).toBe('0');
    expect(motionFetched()).toBe(true);
    await points.last().scrollIntoViewIfNeeded();
    await expect.poll(opacity).toBe('1');

    // Back home in the browser: the accordion is drawn with the page, first item open.
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect.poll(() => expanded('Website Design')).toBe('true');
    expect(problems).toEqual([]);
  });

  /** A point's entrance as the browser runs it: when it begins (its start plus its delay), and how. */
  interface Entrance {
    begins: number;
    run: { duration: unknown; from: unknown[]; to: unknown[] };
  }

  it('on a direct visit, hides why-choose-us and the banner below the fold, then lets them enter when scrolled to', async () => {
    const { page, problems } = await openPage(ctx.browser);
    const mismatches = watchHydration(page);
    await page.goto(`${baseUrl()}/hr-service`, { waitUntil: 'networkidle' });
    const points = page
      .getByRole('heading', { name: 'Why Choose Meera Consultancy' })
      .locator('xpath=following-sibling::ul/li');
    const looks = () =>
      points.evaluateAll((items) =>
        items.map((li) => ({
          opacity: getComputedStyle(li).opacity,
          transform: getComputedStyle(li).transform,
        })),
      );
    // Below the fold once the page is up: hidden and lowered, waiting to be seen.
    await expect
      .poll(looks)
      .toEqual(Array.from({ length: 5 }, () => ({ opacity: '0', transform: 'matrix(1, 0, 0, 1, 0, 24)' })));

    // Scrolled to: they fade in and rise one after another, 0.25 s apart, each over 0.6 s. Read from the
    // animations the browser runs (noted in the page as each appears), not from sampled frames: a busy
    // machine's long frame would bunch the samples.
    const entrances = await points.evaluateAll(
      (items) =>
        new Promise<(Entrance | null)[]>((resolve) => {
          const seen = items.map((): Entrance | null => null);
          const start = performance.now();
          const note = () => {
            items.forEach((li, index) => {
              const [animation] = li.getAnimations();
              if (seen[index] || !animation || animation.startTime === null) return;
              const effect = animation.effect as KeyframeEffect;
              const { delay, duration } = effect.getTiming();
              const [from, to] = effect.getKeyframes();
              seen[index] = {
                begins: Number(animation.startTime) + (delay ?? 0),
                run: { duration, from: [from?.opacity, from?.transform], to: [to?.opacity, to?.transform] },
              };
            });
            if (seen.includes(null) && performance.now() - start < 4000) requestAnimationFrame(note);
            else resolve(seen);
          };
          items[0]?.scrollIntoView({ block: 'center' });
          requestAnimationFrame(note);
        }),
    );
    expect(entrances.map((entrance) => entrance?.run)).toEqual(
      Array.from({ length: 5 }, () => ({
        duration: 600,
        from: ['0', 'translate(0px, 24px)'],
        to: ['1', 'translate(0px, 0px)'],
      })),
    );
    const begins = entrances.map((entrance) => entrance?.begins ?? Number.NaN);
    const gaps = begins.slice(1).map((begin, index) => Math.round(begin - (begins[index] ?? 0)));
    expect(gaps).toEqual([250, 250, 250, 250]);
    await expect.poll(looks).toEqual(Array.from({ length: 5 }, () => ({ opacity: '1', transform: 'none' })));

    // The call-to-action banner at the end of the page waits likewise, then enters.
    const bannerButton = page.getByRole('link', { name: 'Talk to HR' }).last();
    const bannerOpacity = () =>
      bannerButton.evaluate((link) => getComputedStyle(link.parentElement as Element).opacity);
    expect(await bannerOpacity()).toBe('0');
    await bannerButton.scrollIntoViewIfNeeded();
    await expect.poll(bannerOpacity).toBe('1');
    expect(mismatches).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();

    // Whoever asked for less motion gets the page as drawn, and no motion code.
    const { page: calm } = await openPage(ctx.browser, undefined, { reducedMotion: 'reduce' });
    const calmFetched: string[] = [];
    calm.on('request', (request) => calmFetched.push(new URL(request.url()).pathname));
    await calm.goto(`${baseUrl()}/hr-service`, { waitUntil: 'networkidle' });
    const calmPoints = calm
      .getByRole('heading', { name: 'Why Choose Meera Consultancy' })
      .locator('xpath=following-sibling::ul/li');
    expect(await calmPoints.evaluateAll((items) => items.map((li) => getComputedStyle(li).opacity))).toEqual(
      Array.from({ length: 5 }, () => '1'),
    );
    expect(calmFetched.some((file) => file.includes('/assets/animated-reveal-'))).toBe(false);
  });

  it('plays hero videos muted and inline, and shows still posters to visitors who ask for reduced motion', async () => {
    /** What the page's hero video plays once it is playing: its file and its width in pixels. */
    const playing = (page: Page) =>
      page
        .locator('video')
        .evaluate((v: HTMLVideoElement) =>
          !v.paused && v.currentTime > 0
            ? `${new URL(v.currentSrc).pathname.split('/').pop()} ${v.videoWidth}`
            : 'not playing',
        );
    const { page } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/website-design`);
    const video = page.locator('video');
    await video.waitFor();
    expect(
      await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay, v.playsInline]),
    ).toEqual([true, true, true, true]);
    await expect.poll(() => playing(page)).toBe('hero-web.webm 1280');
    await page.close();

    const { page: phone } = await openPage(ctx.browser, { width: 375, height: 740 });
    await phone.goto(`${baseUrl()}/website-design`);
    await expect.poll(() => playing(phone)).toBe('hero-web-640.webm 640');
    await phone.close();

    const { page: calm } = await openPage(ctx.browser, undefined, { reducedMotion: 'reduce' });
    await calm.goto(`${baseUrl()}/website-design`);
    await calm.getByRole('heading', { level: 1 }).waitFor();
    expect(await calm.locator('video').count()).toBe(0);
    expect(await calm.locator(`img[src="${publicFile('/videos/hero-web.webp')}"]`).count()).toBe(1);
  });

  it('keeps the static background where WebGL only runs in software: three and vanta are never fetched', async () => {
    const { page, problems } = await openPage(ctx.browser);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${baseUrl()}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Asked off the main thread (decision 0068), by a worker, once the hero is live and the page idle.
    const probeOf = () => scripts.find((url) => /\/assets\/webgl-probe\.worker-/.test(url));
    await expect.poll(probeOf, { timeout: 20_000 }).toBeDefined();
    // Whatever its answer starts has had its turn.
    await pageSettled(page);
    expect(scripts.filter((url) => /three|vanta/.test(url))).toEqual([]);
    expect(await page.locator('canvas').count()).toBe(0);
    // The worker loads and answers (no error said no): software, here.
    const probe = probeOf();
    const answer = await page.evaluate(
      (url) =>
        new Promise((resolve) => {
          const worker = new Worker(url, { type: 'module' });
          worker.onmessage = (event) => resolve(event.data);
          worker.onerror = () => resolve('the worker failed');
        }),
      probe as string,
    );
    expect(answer).toBe(false);
    expect(problems).toEqual([]);
  });

  it('takes a contact message end to end: inline errors, then the confirmation, and the message stored', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 375, height: 740 });
    await page.goto(`${baseUrl()}/contact-us`);
    // The form goes live on the visitor's first sign of life (decision 0017): here, the mouse moving.
    await page.mouse.move(10, 10);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please enter your full name.').waitFor();
    expect(await form.getByText('Please choose what you would like to talk about.').isVisible()).toBe(true);

    const text = `Please call me about a new website for our clinic (${Date.now()}).`;
    await form.getByRole('textbox', { name: 'Full name' }).fill('Priya Sharma');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('priya.sharma@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await form.getByLabel('Service of interest').selectOption('Website Design');
    await chooseLocation(form, 'Telangana', 'Hyderabad');
    await form.getByRole('textbox', { name: 'Message' }).fill(text);
    await form.getByRole('button', { name: 'Send message' }).click();

    // The confirmation, or what the form said instead (a field it refused, the server's answer), named in
    // the failure rather than a bare timeout.
    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, Priya.' });
    const refusal = form.getByRole('alert').or(form.locator('[aria-invalid="true"]'));
    await confirmation.or(refusal).first().waitFor();
    const refused = await refusal.evaluateAll((found) =>
      found.map((each) => each.textContent?.trim() || (each as HTMLInputElement).labels?.[0]?.textContent),
    );
    expect(refused).toEqual([]);
    expect(await confirmation.textContent()).toContain('Your message has reached our Hyderabad team');

    // Stored: the office's notification is written only after the message has its row (and names its id).
    const mail = await mailContaining(dataDir(), text);
    expect(mail).toMatch(/message #\d+/);
    expect(mail).toContain('+91 98765 43210');
    expect(problems).toEqual([]);
  });

  it('links the internship page to the standing Internship Programme application', async () => {
    const { page, problems } = await openPage(ctx.browser, { width: 375, height: 740 });
    await page.goto(`${baseUrl()}/internship`);
    const apply = page.getByRole('link', { name: 'Apply for an internship' });
    await apply.waitFor();
    expect(await apply.getAttribute('href')).toMatch(/^\/careers\/internship-programme\/\d+$/);
    await apply.click();
    await page.getByRole('heading', { level: 1, name: 'Internship Programme' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the not-found page for an unknown or unpublished post', async () => {
    const { page } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/blogs/999999`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe(pageMeta.notfound.title);
  });
});
