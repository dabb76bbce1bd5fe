// Content that fades in when scrolled into view (SPEC §9), with framer-motion loaded only when it is to
// animate: content drawn by the server is on screen already and hydrates as the plain elements it was
// drawn as, so a first visit never downloads the motion code; a page rendered in the browser (after a
// click on a link) fetches it with its first animated section. Without IntersectionObserver (old
// browsers, jsdom) the content is simply shown.
import type { Variants } from 'framer-motion';
import { type CSSProperties, lazy, type ReactNode, Suspense, useContext, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { RevealMotion } from './reveal-motion';

const AnimatedReveal = lazy(() => import('./animated-reveal'));

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

export function Reveal({ component: Tag = 'div', style, children, ...motion }: RevealProps) {
  const hydrated = useHydrated();
  // Decided on the first render: what the server drew stays plain after hydration too.
  const [animated] = useState(hydrated && typeof IntersectionObserver !== 'undefined');
  if (!animated) return <Tag style={style}>{children}</Tag>;
  return (
    // Until the motion code is here the content keeps its place, invisible, as it starts its entrance.
    <Suspense fallback={<Tag style={{ ...style, opacity: 0 }}>{children}</Tag>}>
      <AnimatedReveal component={Tag} style={style} {...motion}>
        {children}
      </AnimatedReveal>
    </Suspense>
  );
}

export interface RevealItemProps {
  /** The element drawn. @default 'div' */
  component?: 'div' | 'li';
  /** Its `hidden` and `visible` looks; the surrounding <Reveal> moves it from one to the other. */
  variants: Variants;
  /** Style of the element. @default none */
  style?: CSSProperties;
  children: ReactNode;
}

/** A part of a <Reveal> that enters on its own, after the one before it. */
export function RevealItem({ component = 'div', variants, style, children }: RevealItemProps) {
  const motion = useContext(RevealMotion);
  if (!motion) {
    const Tag = component;
    return <Tag style={style}>{children}</Tag>;
  }
  const Tag = motion[component];
  return (
    <Tag variants={variants} style={style}>
      {children}
    </Tag>
  );
}
