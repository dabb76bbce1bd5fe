import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CTA_BANNER_MOTION, CtaBanner } from '../../../src/components/cta-banner/CtaBanner';
import { FakeIntersectionObserver } from '../../setup/intersection-observer';
import { renderWithRouter } from '../../setup/render';

describe('CtaBanner (SPEC §2 call-to-action banner)', () => {
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
      await waitFor(() => expect(opacities()).toEqual([1, 1, 1]), { timeout: 3000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
