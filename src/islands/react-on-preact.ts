// What the islands build (vite --mode islands) gets for `react` and `react-dom` (decision 0061): Preact's
// React layer, a fraction of React DOM's size and start-up work (the figures are in the decision).

import { options } from 'preact';
import type { ReactNode } from 'react';

// @ts-expect-error Preact's types declare compat as `export =`; the build reads its ES module's named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** Mantine's Tabs and Popover name React's <Activity>; no island draws one hidden. */
export function Activity({ mode, children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return mode === 'hidden' ? null : children;
}

// Effects run right after the render that asked for them, before the browser takes the next event, as React
// runs those of an input: Preact's default waits for the next frame or a 35 ms timer, so a key pressed
// meanwhile met an effect still holding the state before it (the careers search lost a letter), and a
// page's timers (a background tab's, a test's paused clock) held an island's going live back.
options.requestAnimationFrame = (run) => queueMicrotask(run);

// The ids that tie one element to another come from useId, and React (the server's render) and Preact make
// different ones. Hydrating keeps the server's attributes, so an element Preact draws later (a dropdown, an
// error) would name an id no element has. After each element is diffed, these attributes take Preact's value.
const ID_ATTRIBUTES = [
  'id',
  'for',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-activedescendant',
  'aria-owns',
  'aria-errormessage',
  'aria-details',
] as const;
const diffedBefore = options.diffed;
options.diffed = (vnode) => {
  // `__e` is the element Preact drew or hydrated for the vnode (its `_dom`, as Preact's build names it).
  const element = (vnode as { __e?: unknown }).__e;
  if (typeof vnode.type === 'string' && element instanceof Element) {
    const props = vnode.props as Record<string, unknown>;
    for (const name of ID_ATTRIBUTES) {
      const value = name === 'for' ? (props.htmlFor ?? props.for) : props[name];
      if (
        (typeof value === 'string' || typeof value === 'number') &&
        element.getAttribute(name) !== `${value}`
      )
        element.setAttribute(name, `${value}`);
    }
  }
  diffedBefore?.(vnode);
};
