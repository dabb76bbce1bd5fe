// Props for an `m.*` element that animates from "hidden" to "visible" when scrolled into view. Without
// IntersectionObserver (old browsers, tests in jsdom) the content is simply shown.
import type { MotionProps } from 'framer-motion';

export interface RevealOptions {
  /** Share of the element that must be visible, 0-1. */
  amount: number;
  /** Animate only the first time. */
  once: boolean;
}

export function revealOnView({ amount, once }: RevealOptions): MotionProps {
  if (typeof IntersectionObserver === 'undefined') return { initial: false, animate: 'visible' };
  return { initial: 'hidden', whileInView: 'visible', viewport: { amount, once } };
}
