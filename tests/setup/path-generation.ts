// The paths of a machine's graph, generated with xstate/graph's TestModel, and how their events read.
import type { AnyStateMachine } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import type { EventOf, GeneratedPath, PathModel, SnapshotOf, Step } from './path-model';

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

/**
 * Shortest paths to every state; one path through every edge of the graph (the shortest way to its
 * source, then the edge: this walks transitions that lead back to states already reached); and, when
 * allowed, every simple path. Without repeats.
 */
export function generatePaths<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>): GeneratedPath<M>[] {
  const testModel = new TestModel(model.machine, {
    events: model.events as never,
    ...(model.input === undefined ? {} : { input: model.input }),
  });
  const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true });
  const toState = new Map(shortest.map((path) => [serializeSnapshot(path.state as never), path]));
  const edgePaths = Object.values(testModel.getAdjacencyMap()).flatMap(({ state: source, transitions }) => {
    const prefix = toState.get(serializeSnapshot(source as never));
    if (!prefix) return [];
    const edges = Object.values(transitions) as { event: EventOf<M>; state: SnapshotOf<M> }[];
    return edges.map(({ event, state }) => ({
      steps: [...(prefix.steps as unknown as Step<M>[]), { event, state }],
    }));
  });
  const tagged = (origin: GeneratedPath<M>['origin'], found: { steps: unknown[] }[]) =>
    found.map((path) => ({ origin, steps: path.steps }));
  const candidates = [
    ...tagged('shortest', shortest),
    ...tagged('edge', edgePaths),
    ...tagged('simple', model.simplePaths === false ? [] : testModel.getSimplePaths()),
  ];
  const seen = new Set<string>();
  const paths: GeneratedPath<M>[] = [];
  for (const candidate of candidates) {
    const steps = candidate.steps as Step<M>[];
    const key = steps.map((step) => JSON.stringify(step.event)).join(' → ');
    if (seen.has(key)) continue;
    seen.add(key);
    const events = steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => describeEvent(step.event));
    const description = events.length ? events.join(' → ') : '(initial state)';
    paths.push({ description, steps, origin: candidate.origin });
  }
  return paths;
}
