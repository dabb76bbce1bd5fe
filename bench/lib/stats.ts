// The figures every benchmark reports: the median of several runs with its spread, never a single run.

/** The middle value (the lower middle of an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** "median (min–max)", each formatted by `format`. */
export const spread = (values: readonly number[], format: (value: number) => string = (v) => v.toFixed(0)) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
