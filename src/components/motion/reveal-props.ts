// What a <Reveal> is given, in both its forms (reveal.tsx plain, animated-reveal.tsx animating).
import type { CSSProperties, ReactNode } from 'react';

export interface RevealProps {
  /** The element drawn. @default 'div' */
  component?: 'div' | 'ul';
  /** Share of the element that must be visible before it animates, 0-1. */
  amount: number;
  /** Animate only the first time it comes into view. */
  once: boolean;
  /** Seconds between the start of one item's entrance and the next. */
  stagger: number;
  /** Style of the element. @default none */
  style?: CSSProperties;
  /** The content, its animated parts as <RevealItem>s. */
  children: ReactNode;
}
