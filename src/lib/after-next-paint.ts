// Browser: work an input starts but need not finish before its feedback shows (a menu's code fetched, an
// island woken by a first touch) runs once the frame that answers the input is painted, not inside the
// input's own task, where each request it makes delays that paint (decision 0068).

/** Runs `run` in a task after the browser's next paint. */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
