// When a <Reveal> enters on scroll (docs/requirements.md#entrance-animations). Only where the browser can
// tell what is in view; and a section the server drew enters only if it is still below the fold once React
// has taken it over, for someone who has not asked for less motion: one already on screen (or scrolled past)
// stays as drawn, since hiding it would make it flash.

export const canRevealOnView = () => typeof IntersectionObserver !== 'undefined';

/**
 * Whether `element` starts below the fold, measured from its outermost box inwards, stopping at the first that
 * starts below it (what it holds does too). A part of the page the browser skips until it nears the window
 * (content-visibility: auto, decision 0071) is then measured as a box, never inside: a measure inside it would
 * make the browser lay out all it skipped.
 */
function startsBelowFold(element: Element): boolean {
  const boxes: Element[] = [];
  for (let box: Element | null = element; box && box !== document.body; box = box.parentElement)
    boxes.unshift(box);
  return boxes.some((box) => box.getBoundingClientRect().top >= window.innerHeight);
}

/** For a server-drawn section, just hydrated: whether to hide it now and let it enter when scrolled to. */
export function entersOnView(element: Element | null): boolean {
  if (!element || !canRevealOnView()) return false;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  return startsBelowFold(element);
}
