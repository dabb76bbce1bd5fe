// The ticks of a chart axis that counts (applicants, rejections, days open): whole numbers only, from 0 to a
// round top at or above the largest value, at most about five steps (issue 61: ticks at 0.75 and 2.25 on a
// count of 3 read as nonsense).

/** The smallest step of 1, 2 or 5 times a power of ten that is at least `raw` (never below 1). */
function wholeStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? 10 * power;
}

/** Whole-number ticks from 0 up to the first one at or above `max` (0 to 1 when there is nothing). */
export function countTicks(max: number, steps = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const step = wholeStep(max / steps);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** The largest of the given series' values across the rows (0 when there is none). */
export function largestValue(rows: Record<string, string | number | null>[], names: string[]): number {
  let largest = 0;
  for (const row of rows)
    for (const name of names) {
      const value = row[name];
      if (typeof value === 'number' && value > largest) largest = value;
    }
  return largest;
}
