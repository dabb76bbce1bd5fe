// When a <Reveal> enters on scroll (docs/requirements.md#entrance-animations). Only where the browser can
// tell what is in view; and a section the server drew enters only if it is still below the fold once React
// has taken it over, for someone who has not asked for less motion: one already on screen (or scrolled past)
// stays as drawn, since hiding it would make it flash.

export const canRevealOnView = () => typeof IntersectionObserver !== 'undefined';

/** For a server-drawn section, just hydrated: whether to hide it now and let it enter when scrolled to. */
export function entersOnView(element: Element | null): boolean {
  if (!element || !canRevealOnView()) return false;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  return element.getBoundingClientRect().top >= window.innerHeight;
}
