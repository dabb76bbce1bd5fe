// The keys of a one-tab-stop list (the applicants panel, the list view): arrows, Home, End and the page keys
// move the active item; Enter or Space chooses it. The list keeps the focus and names the active item with
// aria-activedescendant, which holds up when a virtualised list unmounts what scrolled away.
import type { KeyboardEvent } from 'react';

const PAGE = 10;

/** The index the key leads to from `current` (-1: none active yet) among `count`, or undefined. */
export function nextIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const from = current < 0 ? -1 : current;
  const moves: Record<string, number> = {
    ArrowDown: from < 0 ? 0 : from + 1,
    ArrowUp: from < 0 ? last : from - 1,
    Home: 0,
    End: last,
    PageDown: from < 0 ? 0 : from + PAGE,
    PageUp: from < 0 ? 0 : from - PAGE,
  };
  const to = moves[key];
  return to === undefined ? undefined : Math.min(Math.max(0, to), last);
}

/** A keydown handler for the list element itself (keys in its links or buttons are theirs). */
export function listKeyHandler<T>(options: {
  items: readonly T[];
  activeIndex: number;
  onActivate: (item: T) => void;
  onChoose: (item: T) => void;
}) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const { items, activeIndex } = options;
    if (event.key === 'Enter' || event.key === ' ') {
      const item = items[activeIndex];
      if (item === undefined) return;
      event.preventDefault();
      options.onChoose(item);
      return;
    }
    const to = nextIndex(event.key, activeIndex, items.length);
    if (to === undefined) return;
    event.preventDefault();
    const item = items[to];
    if (item !== undefined) options.onActivate(item);
  };
}
