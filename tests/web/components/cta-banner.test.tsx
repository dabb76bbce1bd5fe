// @fresh-modules: framer-motion (a package, loaded once per worker) reuses the IntersectionObservers it made,
// and one an earlier file made would not be this file's FakeIntersectionObserver.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CTA_BANNER_MOTION, CtaBanner } from '../../../src/components/cta-banner/cta-banner';
import { FakeIntersectionObserver } from '../../support/dom/intersection-observer';
import { hydrateWithRouter, renderWithRouter } from '../../support/dom/render';

describe('CtaBanner, the call-to-action banner (docs/requirements.md#cta-banner)', () => {
  it('says "Let\'s work together" with a "Get in touch" button to /contact-us by default', async () => {
    await renderWithRouter(<CtaBanner />);
    expect(screen.getByRole('heading', { level: 2, name: "Let's work together" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact-us');
  });

  it('takes the page’s own title, description, label and target', async () => {
    await renderWithRouter(
      <CtaBanner
        title="Ready to grow?"
        description="Tell us where you want to be."
        buttonLabel="Partner With Us"
        to="/about-us"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ready to grow?' })).toBeInTheDocument();
    expect(screen.getByText('Tell us where you want to be.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/about-us');
  });

  it('enters when scrolled into view: each part 0.6 s, 0.15 s apart, title first', async () => {
    expect(CTA_BANNER_MOTION).toEqual({ duration: 0.6, stagger: 0.15 });
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      await renderWithRouter(<CtaBanner description="Tell us more." />);
      // The motion code loads when the banner is to animate: an observer watches it once it has.
      await waitFor(() => expect(FakeIntersectionObserver.instances.some((o) => o.targets.size)).toBe(true));
      const parts = [
        screen.getByRole('heading', { name: "Let's work together" }),
        screen.getByText('Tell us more.'),
        screen.getByRole('link', { name: 'Get in touch' }),
      ].map((element) => element.parentElement as HTMLElement);
      const opacities = () => parts.map((part) => Number(part.style.opacity || '1'));
      expect(opacities()).toEqual([0, 0, 0]);
      const banner = parts[0]?.parentElement as HTMLElement;
      expect(FakeIntersectionObserver.watching(banner)).toBeDefined();
      act(() => FakeIntersectionObserver.watching(banner)?.report(true));
      await waitFor(() => {
        const [title, , button] = opacities();
        expect(title).toBeGreaterThan(0.3);
        expect(button).toBeLessThan(title ?? 0);
      });
      await waitFor(() => expect(opacities()).toEqual([1, 1, 1]));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('CtaBanner drawn by the server (a direct visit)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The banner's three parts, as drawn now. */
  const parts = () =>
    [
      screen.getByRole('heading', { name: "Let's work together" }),
      screen.getByText('Tell us more.'),
      screen.getByRole('link', { name: 'Get in touch' }),
    ].map((element) => element.parentElement as HTMLElement);
  const opacities = () => parts().map((part) => Number(part.style.opacity || '1'));
  /** Where the banner sits when React takes the page over: the window is 800 px tall (tests/support/dom/web.ts). */
  const placeAt = (top: number) =>
    vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 900, height: 300 }));

  it('is hidden once hydrated when below the fold, then enters 0.15 s apart, title first, when scrolled to', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    placeAt(2000);
    const { mismatches } = await hydrateWithRouter(<CtaBanner description="Tell us more." />);
    expect(mismatches).toEqual([]);
    await waitFor(() =>
      expect(FakeIntersectionObserver.watching(parts()[0]?.parentElement as Element)).toBeDefined(),
    );
    expect(opacities()).toEqual([0, 0, 0]);
    act(() => FakeIntersectionObserver.watching(parts()[0]?.parentElement as Element)?.report(true));
    await waitFor(() => {
      const [title, , button] = opacities();
      expect(title).toBeGreaterThan(0.3);
      expect(button).toBeLessThan(title ?? 0);
    });
    await waitFor(() => expect(opacities()).toEqual([1, 1, 1]));
  });

  it('stays as drawn when on screen as React takes it over', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    placeAt(200);
    const { container, mismatches } = await hydrateWithRouter(<CtaBanner description="Tell us more." />);
    const drawnTitle = container.querySelector('h2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { name: "Let's work together" })).toBe(drawnTitle);
    expect(opacities()).toEqual([1, 1, 1]);
    expect(FakeIntersectionObserver.watching(parts()[0]?.parentElement as Element)).toBeUndefined();
  });
});
