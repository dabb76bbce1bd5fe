// The ticks of the reports' count axes (issue 61, part 6): whole numbers from 0 to a round top. The charts
// drawing them are checked in reports-page.test.tsx.
import { describe, expect, it } from 'vitest';
import { countTicks } from '../../../src/features/admin/reports/count-ticks';

describe('a count axis', () => {
  it('ticks at whole numbers only, up to a round top', () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(9)).toEqual([0, 5, 10]);
    expect(countTicks(46)).toEqual([0, 20, 40, 60]);
    for (let max = 1; max <= 2000; max += 7) {
      const ticks = countTicks(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
