// @fresh-modules: framer-motion (a package, loaded once per worker) reuses the IntersectionObservers it made,
// and one an earlier file made would not be this file's FakeIntersectionObserver.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHY_CHOOSE_US_MOTION, WhyChooseUs } from '../../../src/components/why-choose-us/why-choose-us';
import { FakeIntersectionObserver } from '../../support/dom/intersection-observer';
import { hydrateWithRouter, renderWithTheme } from '../../support/dom/render';
import { preferReducedMotion } from '../../support/dom/web';

const points = {
  'Experience in two markets': 'We recruit in India and the UK.',
  'Quality over volume': 'A short list of well-screened candidates.',
  'Support that scales': 'Start with one role and add services as you grow.',
};

const section = (
  <WhyChooseUs
    points={points}
    summary="Since 2013 we have helped businesses build teams."
    imgSrc="/images/why-hr.webp"
    imgAlt="HR consultant interviewing a candidate"
  />
);

const opacityOf = (element: HTMLElement) => Number(element.style.opacity || '1');

describe('WhyChooseUs (docs/requirements.md#why-choose-us)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is headed "Why Choose" and the firm name unless the page gives its own heading', () => {
    const { rerender } = renderWithTheme(section);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why Choose Meera Consultancy' }),
    ).toBeInTheDocument();
    rerender(<WhyChooseUs {...section.props} heading="Why study abroad with us" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why study abroad with us' })).toBeInTheDocument();
  });

  it('lists every point in order with its tick, title and description, then the summary', () => {
    renderWithTheme(section);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      Object.keys(points),
    );
    for (const [index, item] of items.entries()) {
      expect(item).toHaveTextContent(Object.values(points)[index] ?? '');
      expect(item.querySelector('svg path[d="M5 12l5 5L20 7"]')).not.toBeNull();
    }
    expect(screen.getByText('Since 2013 we have helped businesses build teams.')).toBeInTheDocument();
  });

  it('shows a 500x300 image loaded eagerly at high priority, with its alt text', () => {
    renderWithTheme(section);
    const image = screen.getByRole('img', { name: 'HR consultant interviewing a candidate' });
    expect(image).toHaveAttribute('src', '/images/why-hr.webp');
    expect(image).toHaveAttribute('width', '500');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the points hidden until 30% of the list is visible, then fades them in one after another, once', async () => {
    renderWithTheme(section);
    // The motion code loads when the section is to animate: an observer watches the list once it has.
    await waitFor(() => expect(FakeIntersectionObserver.watching(screen.getByRole('list'))).toBeDefined());
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    const observer = FakeIntersectionObserver.watching(list);
    expect(observer?.options.threshold).toBe(0.3);
    expect(items.map(opacityOf)).toEqual([0, 0, 0]);

    act(() => observer?.report(true));
    // In sequence: part-way through, an earlier point is always further along than a later one.
    await waitFor(() => {
      const [first, , last] = items.map(opacityOf);
      expect(first).toBeGreaterThan(0.5);
      expect(last).toBeLessThan(first ?? 0);
    });
    await waitFor(() => expect(items.map(opacityOf)).toEqual([1, 1, 1]));

    // Once: scrolling away leaves them shown.
    act(() => observer?.report(false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(items.map(opacityOf)).toEqual([1, 1, 1]);
  });

  it('shows the points at once where the browser cannot tell what is in view', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithTheme(section);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map(opacityOf)).toEqual([1, 1, 1]);
  });

  it('times the entrance as the requirements say: 0.25 s apart, 0.6 s each, once, at 30%', () => {
    expect(WHY_CHOOSE_US_MOTION).toEqual({ amount: 0.3, once: true, stagger: 0.25, duration: 0.6 });
  });
});

/** Where the list sits when React takes the page over: the window is 800 px tall (tests/support/dom/web.ts). */
function placeListAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 600, height: 400 }),
  );
}

describe('WhyChooseUs drawn by the server (a direct visit)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is hidden once hydrated when below the fold, then its points enter in sequence when scrolled to', async () => {
    placeListAt(1400);
    const { container, mismatches } = await hydrateWithRouter(section);
    expect(mismatches).toEqual([]);
    // The motion code loads now: an observer watches the list once it has, the points hidden and lowered.
    await waitFor(() => expect(FakeIntersectionObserver.watching(screen.getByRole('list'))).toBeDefined());
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(container.contains(list)).toBe(true);
    expect(FakeIntersectionObserver.watching(list)?.options.threshold).toBe(0.3);
    expect(items.map(opacityOf)).toEqual([0, 0, 0]);
    expect(items[0]?.style.transform).toBe('translateY(24px)');

    act(() => FakeIntersectionObserver.watching(list)?.report(true));
    await waitFor(() => {
      const [first, , last] = items.map(opacityOf);
      expect(first).toBeGreaterThan(0.5);
      expect(last).toBeLessThan(first ?? 0);
    });
    await waitFor(() => expect(items.map(opacityOf)).toEqual([1, 1, 1]));
  });

  it.each([
    ['on screen when React takes it over', 300, false],
    ['below the fold, for a visitor who asked for less motion', 1400, true],
  ])('stays as drawn when %s', async (_when, top, reducedMotion) => {
    preferReducedMotion(reducedMotion);
    placeListAt(top);
    const { container, mismatches } = await hydrateWithRouter(section);
    const drawnList = container.querySelector('ul');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mismatches).toEqual([]);
    // The very elements the server drew, shown, with nothing watching them.
    expect(screen.getByRole('list')).toBe(drawnList);
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map(opacityOf)).toEqual([1, 1, 1]);
    expect(FakeIntersectionObserver.watching(screen.getByRole('list'))).toBeUndefined();
  });
});
