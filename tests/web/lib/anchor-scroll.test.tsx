import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { App } from '../../../src/app';
import {
  anchorOffset,
  anchorScrollTop,
  HELPER_MARGIN_PX,
  SCROLL_MARGIN_PX,
  scrollToHashWhenReady,
  scrollToId,
} from '../../../src/lib/anchor-scroll';
import { createAppRouter } from '../../../src/router';
import { preferReducedMotion } from '../../support/dom/web';

const HEADER = 64;
/** Where each element's top sits in the viewport, as a browser would lay the page out. */
const layout: Record<string, number> = { services: 700, 'how-we-work': 1500, target: 500 };

let scrollTo: MockInstance<(options?: ScrollToOptions) => void>;
beforeEach(() => {
  // Spied on, not replaced: restoreAllMocks gives the window its own back, for the worker's next test file
  // (they share one window, isolate: false), whose spies would otherwise count this file's scrolls too.
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {}) as unknown as typeof scrollTo;
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(100);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.hasAttribute('data-site-header')) return { top: 0, height: HEADER } as DOMRect;
    return { top: layout[this.id] ?? 0, height: 100 } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});
afterAll(() => {
  // The worker's next file finds the window's own scrollTo, with no calls of this file on it.
  expect(vi.isMockFunction(window.scrollTo)).toBe(false);
});

const lastScroll = () => scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions | undefined;

function addHeaderAndTarget() {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<header data-site-header></header><section id="target"></section>',
  );
}

describe('anchor scrolling arithmetic (docs/requirements.md#anchor-navigation)', () => {
  it('puts the element below the header plus a margin, never above the page top', () => {
    expect(anchorScrollTop(500, 100, 64, 8)).toBe(528);
    expect(anchorScrollTop(500, 100, 64, 32)).toBe(504);
    expect(anchorScrollTop(20, 0, 64, 32)).toBe(0);
    expect(HELPER_MARGIN_PX).toBe(8);
    expect(SCROLL_MARGIN_PX).toBe(32);
  });

  it('the helper keeps the header height plus 8 px clear and scrolls smoothly', () => {
    addHeaderAndTarget();
    expect(anchorOffset()).toBe(HEADER + 8);
    expect(scrollToId('target')).toBe(true);
    expect(lastScroll()).toEqual({ top: 500 + 100 - HEADER - 8, behavior: 'smooth' });
  });

  it('jumps instead of gliding for visitors who ask for reduced motion', () => {
    preferReducedMotion();
    addHeaderAndTarget();
    scrollToId('target');
    expect(lastScroll()?.behavior).toBe('auto');
  });

  it('reports a missing element without scrolling', () => {
    expect(scrollToId('nowhere')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('after a navigation waits for the element to render, then scrolls to header height plus 32 px', async () => {
    document.body.insertAdjacentHTML('beforeend', '<header data-site-header></header>');
    scrollToHashWhenReady('target');
    expect(scrollTo).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<section id="target"></section>');
    await waitFor(() => expect(lastScroll()).toEqual({ top: 500 + 100 - HEADER - 32, behavior: 'smooth' }));
  });
});

describe('scrolling on navigation in the app (docs/requirements.md#scroll-on-navigation)', () => {
  const server = setupServer(http.get('*/api/careers/all', () => HttpResponse.json([])));
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => server.close());

  function renderAt(path: string) {
    const router = createAppRouter();
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
    render(<App router={router} />);
    return router;
  }

  it('scrolls to the top on every change of path', async () => {
    const router = renderAt('/about-us');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    await router.navigate({ to: '/hr-service' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 })));
  });

  it('opens another page at its hash, below the header plus 32 px', async () => {
    const router = renderAt('/about-us');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate({ to: '/', hash: 'how-we-work' });
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 1500 + 100 - HEADER - 32, behavior: 'smooth' }),
    );
  });

  it('scrolls to the hash of the first page opened', async () => {
    renderAt('/#how-we-work');
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 1500 + 100 - HEADER - 32, behavior: 'smooth' }),
    );
  });

  it('on the same page a hero button scrolls with the 8 px helper and stays on the page', async () => {
    const router = renderAt('/');
    const button = await screen.findByRole('link', { name: 'Explore Services' });
    expect(button).toHaveAttribute('href', '/#services');
    scrollTo.mockClear();
    await userEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 700 + 100 - HEADER - 8, behavior: 'smooth' });
    expect(router.state.location.href).toBe('/');
  });
});
