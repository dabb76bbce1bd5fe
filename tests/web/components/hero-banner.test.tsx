import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroBanner } from '../../../src/components/hero-banner/hero-banner';
import { renderWithRouter } from '../../support/dom/render';
import { preferReducedMotion, resizeWindow } from '../../support/dom/web';

// The effect modules are stood in for: what matters here is when they are loaded, started and destroyed.
const effect = vi.hoisted(() => ({
  hardware: true,
  create: vi.fn(),
  destroy: vi.fn(),
  loads: [] as string[],
}));

vi.mock('../../../src/components/animated-background/load-effect', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  hasHardwareWebGL: async () => effect.hardware,
  loadEffect: async (name: string) => {
    effect.loads.push(name);
    return (el: HTMLElement, options: Record<string, unknown>) => {
      effect.create(el, options);
      return { destroy: effect.destroy, resize: () => {} };
    };
  },
}));

beforeEach(() => {
  effect.hardware = true;
  effect.create.mockReset();
  effect.destroy.mockReset();
  effect.loads = [];
});

const videoSources = [
  { src: '/videos/hero-hr-640.webm', type: 'video/webm', media: '(max-width: 640px)' },
  { src: '/videos/hero-hr.webm', type: 'video/webm' },
];

describe('HeroBanner', () => {
  it('shows the kicker, the headline as the page h1, the description and both buttons with their targets', async () => {
    await renderWithRouter(
      <HeroBanner
        kicker="Hyderabad · Manchester"
        title="Consult. Create. Conquer."
        desc="Four practices, one team."
        primaryCta={{ label: 'Explore Services', to: '/', hash: 'services' }}
        secondaryCta={{ label: 'Contact', to: '/contact-us' }}
      />,
      '/about-us',
    );
    expect(screen.getByText('Hyderabad · Manchester')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Consult. Create. Conquer.' })).toBeInTheDocument();
    expect(screen.getByText('Four practices, one team.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/#services');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us');
  });

  it('plays the background video muted, looping, autoplaying and inline, with its poster, opacity and blur', async () => {
    const { container } = await renderWithRouter(
      <HeroBanner
        title="HR"
        videoSources={videoSources}
        videoPoster="/videos/hero-hr.webp"
        videoOpacity={70}
        videoBlurPercent={50}
      />,
    );
    // The background is its own chunk (an island on server-drawn pages, decision 0017): drawn once loaded.
    const video = await waitFor(() => {
      const found = container.querySelector('video');
      expect(found).not.toBeNull();
      return found as HTMLVideoElement;
    });
    expect(video.muted).toBe(true);
    expect(video.defaultMuted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/videos/hero-hr.webp');
    expect(video.style.opacity).toBe('0.7');
    // 5 px in all, 2 of them baked into the media (decision 0053).
    expect(video.style.filter).toBe('blur(4.58px)');
    const sources = [...video.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('src'), s.getAttribute('media')])).toEqual([
      ['/videos/hero-hr-640.webm', '(max-width: 640px)'],
      ['/videos/hero-hr.webm', null],
    ]);
  });

  it('clamps the video opacity and uses the 20 percent (2 px) blur, baked into the media, by default', async () => {
    const { container } = await renderWithRouter(
      <HeroBanner title="HR" videoSources={videoSources} videoOpacity={250} />,
    );
    const video = container.querySelector('video');
    expect(video?.style.opacity).toBe('1');
    expect(video?.style.filter).toBe('');
    expect(video).not.toHaveAttribute('data-blurred');
  });

  it('shows the still poster instead of the video when the visitor asks for reduced motion', async () => {
    preferReducedMotion();
    const { container } = await renderWithRouter(
      <HeroBanner title="HR" videoSources={videoSources} videoPoster="/videos/hero-hr.webp" />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img[src="/videos/hero-hr.webp"]')).not.toBeNull();
  });

  it('tints with the overlay at its opacity, draws the grid when asked, and aligns the text', async () => {
    const { container } = await renderWithRouter(
      <HeroBanner title="Blogs" overlay="light" overlayOpacity={30} showGrid align="center" height="short" />,
    );
    expect(screen.getByTestId('hero-overlay').style.background).toBe('rgba(255, 255, 255, 0.3)');
    expect(screen.getByTestId('hero-grid')).toBeInTheDocument();
    expect(container.querySelector('[data-align="center"]')).not.toBeNull();
    expect(container.querySelector('section[data-height="short"]')).not.toBeNull();
  });

  it('has no overlay with overlay "none" and no grid by default', async () => {
    await renderWithRouter(<HeroBanner title="Plain" overlay="none" />);
    expect(screen.queryByTestId('hero-overlay')).toBeNull();
    expect(screen.queryByTestId('hero-grid')).toBeNull();
  });
});

describe('HeroBanner animated background', () => {
  // The hero is on screen when the page opens: the browser reports it in view as soon as it is watched.
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private watching = false;
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.watching = true;
          // Reported after the call, as a browser reports what it sees.
          queueMicrotask(() => this.watching && this.callback([{ isIntersecting: true }]));
        }
        disconnect() {
          this.watching = false;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the effect only while shown, with the birds defaults, and destroys it on exit', async () => {
    const { unmount } = await renderWithRouter(<HeroBanner title="Blogs" bgEffect="birds" />);
    await waitFor(() => expect(effect.create).toHaveBeenCalledTimes(1));
    expect(effect.loads).toEqual(['birds']);
    expect(effect.create.mock.calls[0]?.[1]).toMatchObject({ birdSize: 1.6, quantity: 2, minWidth: 200 });
    expect(effect.destroy).not.toHaveBeenCalled();
    unmount();
    expect(effect.destroy).toHaveBeenCalledTimes(1);
  });

  it('starts only once scrolled into view and is destroyed when scrolled out of view', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      await renderWithRouter(<HeroBanner title="About" bgEffect="net" />);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(effect.loads).toEqual([]);
      act(() => {
        for (const notify of observers) notify([{ isIntersecting: true }]);
      });
      await waitFor(() => expect(effect.create).toHaveBeenCalledTimes(1));
      act(() => {
        for (const notify of observers) notify([{ isIntersecting: false }]);
      });
      expect(effect.destroy).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rebuilds the net with the mobile density 120 ms after a resize across 768 px', async () => {
    await renderWithRouter(<HeroBanner title="About" bgEffect="net" />);
    await waitFor(() => expect(effect.create).toHaveBeenCalledTimes(1));
    expect(effect.create.mock.calls[0]?.[1]).not.toHaveProperty('spacing', 18);

    vi.useFakeTimers();
    try {
      // The window narrows (and tells its resize listeners).
      act(() => resizeWindow({ width: 700, height: 800 }));
      act(() => {
        vi.advanceTimersByTime(119);
      });
      expect(effect.destroy).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(effect.destroy).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(effect.create).toHaveBeenCalledTimes(2));
    expect(effect.create.mock.calls[1]?.[1]).toMatchObject({ points: 10, maxDistance: 15, spacing: 18 });
  });

  it('keeps the static poster and never loads three or vanta with reduced motion', async () => {
    preferReducedMotion();
    const { container } = await renderWithRouter(
      <HeroBanner title="About" bgEffect="net" videoPoster="/videos/hero-home.webp" />,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(effect.loads).toEqual([]);
    expect(container.querySelector('img[src="/videos/hero-home.webp"]')).not.toBeNull();
  });

  it('keeps the static poster where WebGL would only run in software', async () => {
    effect.hardware = false;
    await renderWithRouter(<HeroBanner title="About" bgEffect="net" videoPoster="/videos/hero-home.webp" />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(effect.loads).toEqual([]);
  });
});
