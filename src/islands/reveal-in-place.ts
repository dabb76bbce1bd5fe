// Browser, islands pages: the <Reveal> sections the server drew enter when scrolled to
// (docs/requirements.md#entrance-animations) without React or framer-motion (decision 0017). The server marks
// each section with its options and each item with its framer-motion variants (reveal.tsx); a section still
// below the fold is hidden here and its items play from `hidden` to `visible` with the Web Animations API,
// staggered, once. One on screen stays as drawn.
import { entersOnView } from '#src/components/motion/reveal-on-view.ts';

export const REVEAL_ATTRIBUTE = 'data-reveal';
export const REVEAL_ITEM_ATTRIBUTE = 'data-reveal-item';

export interface RevealOptions {
  amount: number;
  stagger: number;
}

interface Look {
  opacity?: number;
  x?: number;
  y?: number;
  transition?: { duration?: number; ease?: string };
}

const EASING: Record<string, string> = {
  linear: 'linear',
  easeIn: 'ease-in',
  easeOut: 'ease-out',
  easeInOut: 'ease-in-out',
};

const frameOf = ({ opacity = 1, x = 0, y = 0 }: Look) => ({
  opacity: String(opacity),
  transform: `translate(${x}px, ${y}px)`,
});

const looksOf = (item: HTMLElement) =>
  JSON.parse(item.getAttribute(REVEAL_ITEM_ATTRIBUTE) ?? '{}') as { hidden?: Look; visible?: Look };

function enter(items: readonly HTMLElement[], stagger: number) {
  items.forEach((item, index) => {
    const { hidden = {}, visible = {} } = looksOf(item);
    const { duration = 0.3, ease = 'easeOut' } = visible.transition ?? {};
    const animation = item.animate([frameOf(hidden), frameOf(visible)], {
      duration: duration * 1000,
      delay: index * stagger * 1000,
      easing: EASING[ease] ?? 'ease-out',
      fill: 'backwards',
    });
    item.style.removeProperty('opacity');
    item.style.removeProperty('transform');
    void animation.finished.catch(() => {});
  });
}

export function startReveals(container: HTMLElement) {
  // Every section measured before any is hidden: a measure after a change to the page would make the
  // browser lay it out again, once for each section.
  const entering = [...container.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}]`)].filter(entersOnView);
  for (const section of entering) {
    const { amount, stagger } = JSON.parse(section.getAttribute(REVEAL_ATTRIBUTE) ?? '{}') as RevealOptions;
    const items = [...section.querySelectorAll<HTMLElement>(`[${REVEAL_ITEM_ATTRIBUTE}]`)];
    for (const item of items) Object.assign(item.style, frameOf(looksOf(item).hidden ?? {}));
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        enter(items, stagger);
      },
      { threshold: amount },
    );
    observer.observe(section);
  }
}
