// Work a first sign of life starts waits until a press in progress is over: at the click its lift makes, or a
// moment after a lift no click follows, or on a cancel. So it does not land between a finger's press and that
// click (src/lib/press-over.ts).
import { afterEach, expect, it, vi } from 'vitest';
import { CLICK_AFTER_LIFT_MS, pressOver } from '#src/lib/press-over.ts';

const pointer = (type: string, pointerId: number) =>
  window.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true }));
const click = () => window.dispatchEvent(new MouseEvent('click', { bubbles: true }));

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  // No press left over for the next case: a cancel ends any.
  pointer('pointercancel', 0);
  vi.useRealTimers();
});

it('settles at once when nothing is pressed', async () => {
  expect(await settled(pressOver())).toBe(true);
});

it('waits past the lift of a pointer pressed for the click the lift makes', async () => {
  pointer('pointerdown', 1);
  const over = pressOver();
  expect(await settled(over)).toBe(false);
  pointer('pointerup', 1);
  expect(await settled(over)).toBe(false);
  click();
  expect(await settled(over)).toBe(true);
  expect(await settled(pressOver())).toBe(true);
});

it('ends a press whose lift makes no click a moment after the lift', async () => {
  vi.useFakeTimers();
  pointer('pointerdown', 1);
  const over = pressOver();
  pointer('pointerup', 1);
  vi.advanceTimersByTime(CLICK_AFTER_LIFT_MS - 1);
  expect(await settled(over)).toBe(false);
  vi.advanceTimersByTime(1);
  expect(await settled(over)).toBe(true);
});

it('lets any lift end the wait, so that a lift never heard of cannot hold it for good', async () => {
  pointer('pointerdown', 1);
  pointer('pointerdown', 2);
  const over = pressOver();
  pointer('pointerup', 2);
  click();
  expect(await settled(over)).toBe(true);
});

it('ends a press the browser cancels (a scroll took it over)', async () => {
  pointer('pointerdown', 3);
  const over = pressOver();
  expect(await settled(over)).toBe(false);
  pointer('pointercancel', 3);
  expect(await settled(over)).toBe(true);
});
