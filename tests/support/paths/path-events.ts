// How a path's events read and what they mean: the milliseconds behind a delayed event, and the name a
// person would recognise in a test title.
import type { AnyStateMachine } from 'xstate';

/** The milliseconds behind an `xstate.after.<delay>.<state id>` event, from the machine's named delays. */
export function delayOf(
  machine: AnyStateMachine,
  event: { type: string },
  snapshot: { context: unknown },
): number {
  const [, delay = ''] = event.type.match(/^xstate\.after\.([^.]+)\./) ?? [];
  if (/^\d+$/.test(delay)) return Number(delay);
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'number') return named;
  if (typeof named === 'function') return named({ context: snapshot.context, event }) as number;
  throw new Error(`${machine.id}: unknown delay "${delay}" in ${event.type}`);
}

export const isDelayedEvent = (event: { type: string }) => event.type.startsWith('xstate.after.');

/** An event as a person would recognise it in a test name: `after fadeIn`, `item.choose {"index":1}`. */
export function describeEvent(event: { type: string }): string {
  const { type, ...payload } = event;
  const after = type.match(/^xstate\.after\.([^.]+)\./);
  if (after) return `after ${after[1]}`;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}
