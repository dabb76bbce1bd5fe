// Content that fades in when scrolled into view (SPEC §9), with framer-motion loaded only when something is
// to animate. A section rendered in the browser (after a click on a link) enters when scrolled to. A section
// drawn by the server hydrates as the plain elements it was drawn as (no mismatch, and crawlers and visitors
// without JavaScript see it all); then, if it is still below the fold, it is hidden and enters when scrolled
// to, while one already on screen stays as drawn (reveal-on-view.ts). Without IntersectionObserver (old
// browsers, jsdom) the content is simply shown.
import type { Variants } from 'framer-motion';
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { RevealMotion } from './reveal-motion';
import { canRevealOnView, entersOnView } from './reveal-on-view';

// Should the motion code fail to arrive, the content is shown as it is rather than left hidden.
const AnimatedReveal = lazy(() => import('./animated-reveal').catch(() => ({ default: PlainReveal })));

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

function PlainReveal({ component: Tag = 'div', style, children }: RevealProps) {
  return <Tag style={style}>{children}</Tag>;
}

export function Reveal({ component: Tag = 'div', style, children, ...motion }: RevealProps) {
  const hydrated = useHydrated();
  const drawn = useRef<HTMLElement>(null);
  // Rendered in the browser: animated from the start. Drawn by the server: decided once React has it.
  const [animated, setAnimated] = useState(hydrated && canRevealOnView());
  useEffect(() => {
    if (!animated && entersOnView(drawn.current)) setAnimated(true);
  }, [animated]);
  if (!animated) {
    return (
      <Tag ref={drawn as Ref<HTMLDivElement & HTMLUListElement>} style={style}>
        {children}
      </Tag>
    );
  }
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
