// Work a first sign of life starts waits until a press in progress is lifted or cancelled, so that it does not
// land between a finger's press and the click its lift makes (src/lib/press-over.ts).
import { expect, it } from 'vitest';
import { pressOver } from '#src/lib/press-over.ts';

const pointer = (type: string, pointerId: number) =>
  window.dispatchEvent(new PointerEvent(type, { pointerId, bubbles: true }));

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

it('settles at once when nothing is pressed', async () => {
  expect(await settled(pressOver())).toBe(true);
});

it('waits for the lift of a pointer pressed', async () => {
  pointer('pointerdown', 1);
  const over = pressOver();
  expect(await settled(over)).toBe(false);
  pointer('pointerup', 1);
  expect(await settled(over)).toBe(true);
  expect(await settled(pressOver())).toBe(true);
});

it('lets any lift end the wait, so that a lift never heard of cannot hold it for good', async () => {
  pointer('pointerdown', 1);
  pointer('pointerdown', 2);
  const over = pressOver();
  pointer('pointerup', 2);
  expect(await settled(over)).toBe(true);
});

it('ends a press the browser cancels (a scroll took it over)', async () => {
  pointer('pointerdown', 3);
  const over = pressOver();
  expect(await settled(over)).toBe(false);
  pointer('pointercancel', 3);
  expect(await settled(over)).toBe(true);
});
