// Work on many pages, a few at a time: each lane takes the next item as soon as it is free. A browser test
// that visits pages one by one spends most of its time waiting (for the network to go quiet, for a
// server's answer); a few lanes overlap those waits. Results come back in the items' order.
export async function inLanes<T, R, L>(
  items: readonly T[],
  lanes: readonly L[],
  work: (item: T, lane: L) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, lane);
      }
    }),
  );
  return results;
}
