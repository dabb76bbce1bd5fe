// Smooth scrolling to an element by id so that it lands just below the fixed site header
// (docs/requirements.md#anchor-navigation).

/** Extra space above the target when a button scrolls on the same page. */
export const HELPER_MARGIN_PX = 8;
/** Extra space above the target when a navigation with a hash has rendered. */
export const SCROLL_MARGIN_PX = 32;

/** The fixed header marks itself with this attribute so its height can be measured. */
export const HEADER_SELECTOR = '[data-site-header]';

/** The fixed header's current height in px; 0 when it is hidden or absent. */
export function headerHeight(): number {
  return document.querySelector(HEADER_SELECTOR)?.getBoundingClientRect().height ?? 0;
}

/** The offset the same-page helper keeps clear at the top: header height plus 8 px. */
export function anchorOffset(): number {
  return headerHeight() + HELPER_MARGIN_PX;
}

/**
 * The window scroll position that puts an element `margin` px below the header.
 * `elementTop` is relative to the viewport (getBoundingClientRect().top).
 */
export function anchorScrollTop(elementTop: number, scrollY: number, header: number, margin: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - header - margin));
}

/** Smoothly scrolls the element with this id below the header; false when there is no such element. */
export function scrollToId(id: string, margin: number = HELPER_MARGIN_PX): boolean {
  const element = id ? document.getElementById(id) : null;
  if (!element) return false;
  const top = anchorScrollTop(element.getBoundingClientRect().top, window.scrollY, headerHeight(), margin);
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}

/**
 * The scroll function run after a navigation with a hash (header + 32 px). Pages load on demand, so the
 * element may appear a little later: it retries on each frame for up to `timeoutMs`.
 */
export function scrollToHashWhenReady(id: string, timeoutMs = 3000): () => void {
  let frame = 0;
  const deadline = performance.now() + timeoutMs;
  const attempt = () => {
    if (scrollToId(id, SCROLL_MARGIN_PX) || performance.now() > deadline) return;
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
