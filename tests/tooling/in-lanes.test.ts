import { describe, expect, it } from 'vitest';
import { inLanes } from '../support/browser/in-lanes';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inLanes', () => {
  it('does every item once, no more at a time than there are lanes, and keeps the order of results', async () => {
    let busy = 0;
    let most = 0;
    const seen: string[] = [];
    const results = await inLanes([30, 5, 20, 5, 10], ['a', 'b'], async (ms, lane) => {
      busy++;
      most = Math.max(most, busy);
      await tick(ms);
      seen.push(`${lane}${ms}`);
      busy--;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 10, 20]);
    expect(seen).toHaveLength(5);
    expect(most).toBe(2);
  });

  it('stops at the first failure', async () => {
    await expect(
      inLanes([1, 2, 3], ['only'], async (item) => {
        if (item === 2) throw new Error('item 2 failed');
        return item;
      }),
    ).rejects.toThrow('item 2 failed');
  });
});
