// Content that fades in when scrolled into view (docs/requirements.md#entrance-animations), with
// framer-motion loaded only when something is to animate. A section rendered in the browser (after a click on
// a link) enters when scrolled to. A section drawn by the server hydrates as the plain elements it was drawn
// as (no mismatch, and crawlers and visitors without JavaScript see it all); then, if it is still below the
// fold, it is hidden and enters when scrolled to, while one already on screen stays as drawn
// (reveal-on-view.ts). Without IntersectionObserver (old browsers) the content is simply shown.
import type { Variants } from 'framer-motion';
import { type CSSProperties, type ReactNode, type Ref, useContext, useEffect, useRef, useState } from 'react';
import { REVEAL_ATTRIBUTE, REVEAL_ITEM_ATTRIBUTE } from '#src/islands/reveal-in-place.ts';
import { islandsRendering } from '#src/islands/server-islands.ts';
import { useHydrated } from '#src/lib/use-hydrated.ts';
import type AnimatedReveal from './animated-reveal';
import { RevealMotion } from './reveal-motion';
import { canRevealOnView, entersOnView } from './reveal-on-view';
import type { RevealProps } from './reveal-props';

type Animated = typeof AnimatedReveal;
let motionLoaded: Animated | undefined;
let motionLoading: Promise<Animated> | undefined;

/** The motion code, fetched once for every section; should it fail to arrive, content shows as it is. */
function loadMotion(): Promise<Animated> {
  motionLoading ??= import('./animated-reveal').then(
    (module) => (motionLoaded = module.default),
    () => (motionLoaded = PlainReveal),
  );
  return motionLoading;
}

function PlainReveal({ component: Tag = 'div', style, children }: RevealProps) {
  return <Tag style={style}>{children}</Tag>;
}

/** On a page the server draws as islands, the marks its sections enter by (islands/reveal-in-place.ts). */
const inPlace = (mark: string, value: object) =>
  import.meta.env.SSR && islandsRendering() ? { [mark]: JSON.stringify(value) } : {};

export function Reveal({ component: Tag = 'div', style, children, ...motion }: RevealProps) {
  const hydrated = useHydrated();
  const drawn = useRef<HTMLElement>(null);
  // Rendered in the browser: enters when scrolled to. Drawn by the server: decided once React has it.
  const [entering, setEntering] = useState(hydrated && canRevealOnView());
  const [Motion, setMotion] = useState(() => (entering ? motionLoaded : undefined));
  useEffect(() => {
    if (!entering && entersOnView(drawn.current)) setEntering(true);
  }, [entering]);
  useEffect(() => {
    if (!entering || Motion) return;
    let mounted = true;
    void loadMotion().then((loaded) => mounted && setMotion(() => loaded));
    return () => {
      mounted = false;
    };
  }, [entering, Motion]);
  if (Motion) {
    return (
      <Motion component={Tag} style={style} {...motion}>
        {children}
      </Motion>
    );
  }
  return (
    // The drawn elements themselves until the motion code is here: invisible once they are to enter.
    <Tag
      ref={drawn as Ref<HTMLDivElement & HTMLUListElement>}
      style={entering ? { ...style, opacity: 0 } : style}
      {...inPlace(REVEAL_ATTRIBUTE, { amount: motion.amount, stagger: motion.stagger })}
    >
      {children}
    </Tag>
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
    return (
      <Tag style={style} {...inPlace(REVEAL_ITEM_ATTRIBUTE, variants)}>
        {children}
      </Tag>
    );
  }
  const Tag = motion[component];
  return (
    <Tag variants={variants} style={style}>
      {children}
    </Tag>
  );
}
