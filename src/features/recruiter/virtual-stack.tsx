// A vertical list that renders only what is in view once it is long (a 5,000-applicant career stays smooth).
import { Box } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';

export interface VirtualStackProps<T> {
  items: readonly T[];
  /** A stable key per item. */
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Estimated height of one item in px. */
  estimateSize: number;
  /** Height of the scrolling area (CSS). */
  height: string;
  /** Lists up to this length render whole, which keeps them simple for assistive tech. @default 60 */
  threshold?: number;
  /** Accessible name of the list. */
  label: string;
  /** The key of the item to bring into view (and so into the rendered range) whenever it changes. */
  activeKey?: string | number | undefined;
}

export function VirtualStack<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  height,
  threshold = 60,
  label,
  activeKey,
}: VirtualStackProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const wholeRef = useRef<HTMLUListElement>(null);
  const virtual = items.length > threshold;
  const activeIndex = activeKey === undefined ? -1 : items.findIndex((item) => getKey(item) === activeKey);
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 6,
    initialRect: { width: 800, height: 800 },
  });
  // Only when the active item changes: the recruiter may scroll away from it afterwards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index is read when the key changes.
  useEffect(() => {
    if (activeIndex < 0) return;
    if (virtual) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    else
      wholeRef.current
        ?.querySelector(`:scope > li[data-index="${activeIndex}"]`)
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey, virtual]);

  if (!virtual) {
    return (
      <Box
        ref={wholeRef}
        h={height}
        style={{ overflowY: 'auto' }}
        component="ul"
        aria-label={label}
        p={0}
        m={0}
      >
        {items.map((item, index) => (
          <li key={getKey(item)} data-index={index} style={{ listStyle: 'none' }}>
            {renderItem(item)}
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Box ref={scrollRef} h={height} style={{ overflowY: 'auto' }}>
      <ul
        aria-label={label}
        style={{ height: virtualizer.getTotalSize(), position: 'relative', margin: 0, padding: 0 }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index] as T;
          return (
            <li
              key={getKey(item)}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                listStyle: 'none',
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start}px)`,
              }}
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
