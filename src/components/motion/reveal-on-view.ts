// Props for an `m.*` element that animates from "hidden" to "visible" when scrolled into view. Without
// IntersectionObserver (old browsers, tests in jsdom) the content is simply shown; so is content that
// came rendered from the server (it must hydrate as the server drew it, and is already on screen).
import type { MotionProps } from 'framer-motion';
import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

export interface RevealOptions {
  /** Share of the element that must be visible, 0-1. */
  amount: number;
  /** Animate only the first time. */
  once: boolean;
}

export function useRevealOnView({ amount, once }: RevealOptions): MotionProps {
  const hydrated = useHydrated();
  // Decided on the first render: an element drawn by the server stays shown after hydration too.
  const [fromServer] = useState(!hydrated);
  if (fromServer || typeof IntersectionObserver === 'undefined')
    return { initial: false, animate: 'visible' };
  return { initial: 'hidden', whileInView: 'visible', viewport: { amount, once } };
}
