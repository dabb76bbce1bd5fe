// Browser, islands pages (decision 0072): the page's stylesheets in full are applied when something first needs
// them, not when the islands start. Applying them restyles the whole page, one long task on a slow phone, and
// a page nobody touches, whose islands go live drawing what the server drew, never needs them. Two things do:
// - the visitor: the inline rules leave out what only a visitor changes (hover, focus, checked, invalid), so on
//   their first sign of life (once a press it began is over: islands-entry.tsx) the stylesheets are applied,
//   in a task after the next frame is painted;
// - an island drawing something the server did not: the first change to its HTML that could need a rule the
//   page does not carry applies them in the same task's microtasks, before that change is painted.
import { afterNextPaint } from '#src/lib/after-next-paint.ts';
import { INLINE_STYLED_ATTRIBUTE } from './inline-styled';
import { ISLAND_LIVE_ATTRIBUTE } from './island';
import { applyPageStyles } from './page-styles';

/**
 * Attributes no rule selects by: the live mark, the ids and the references to them that a hydrating island
 * writes again (its generated ids differ from the server's), and a link's address found once live (the
 * internship's). No stylesheet of the site selects by any of them (tests/e2e/bundle.test.ts).
 */
export const UNSTYLED_ATTRIBUTES = new Set([
  ISLAND_LIVE_ATTRIBUTE,
  'id',
  'for',
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'href',
]);

const markedInlineStyled = (node: Node) =>
  node instanceof Element && node.hasAttribute(INLINE_STYLED_ATTRIBUTE);

/** Whether a change to the server's HTML could need a rule the page does not carry. */
export function needsPageStyles(change: MutationRecord): boolean {
  if (change.type === 'attributes')
    return !UNSTYLED_ATTRIBUTES.has(change.attributeName ?? '') && !markedInlineStyled(change.target);
  // Text changed, or nodes taken away: no element the page's rules have not met.
  return [...change.addedNodes].some(
    (node) => node.nodeType === Node.ELEMENT_NODE && !markedInlineStyled(node),
  );
}

let applied = false;
const watchers: MutationObserver[] = [];

function apply() {
  applied = true;
  for (const watcher of watchers.splice(0)) watcher.disconnect();
  void applyPageStyles();
}

/** Applies the page's stylesheets once `island` changes in a way that could need them. */
export function applyPageStylesOnChange(island: HTMLElement): void {
  if (applied) return;
  const watcher = new MutationObserver((changes) => {
    if (changes.some(needsPageStyles)) apply();
  });
  watcher.observe(island, { subtree: true, childList: true, attributes: true });
  watchers.push(watcher);
}

/** Applies the page's stylesheets after the frame that answers the visitor's first sign of life. */
export function applyPageStylesOnPresence(visitorPresent: Promise<void>): void {
  void visitorPresent.then(() => afterNextPaint(apply));
}
