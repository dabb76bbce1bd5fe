// The paths of a machine's graph, generated with xstate/graph's TestModel.
import type { AnyStateMachine } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import { tracedPath } from './machine-walk';
import { emptyCoverage, PAIR_LIMIT } from './path-coverage';
import { describeEvent } from './path-events';
import {
  type EventOf,
  type GeneratedPath,
  type PathModel,
  type SnapshotOf,
  type Step,
  sameGraphModel,
} from './path-model';
import { type Edge, pairsOfGraph } from './path-pairs';

export interface PathSet<M extends AnyStateMachine> {
  paths: GeneratedPath<M>[];
  /** Every consecutive transition pair the graph allows (required by the gate below PAIR_LIMIT). */
  pairUniverse: string[];
}

/** Per machine, the sets generated for its models (a model and its copies with a UI walker share one). */
const generated = new WeakMap<
  AnyStateMachine,
  { model: PathModel<AnyStateMachine>; set: PathSet<AnyStateMachine> }[]
>();

/**
 * Shortest paths to every state; one path through every edge of the graph (the shortest way to its
 * source, then the edge: this walks transitions that lead back to states already reached); when allowed,
 * every simple path; and where the graph has fewer than PAIR_LIMIT transition pairs, a path for every pair
 * the others miss. Without repeats. Generated once per model (its copies with a UI walker share it).
 */
export function generatePathSet<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>): PathSet<M> {
  let sets = generated.get(model.machine);
  if (!sets) {
    sets = [];
    generated.set(model.machine, sets);
  }
  const known = sets.find((entry) => sameGraphModel(entry.model, model as PathModel<AnyStateMachine>));
  if (known) return known.set as unknown as PathSet<M>;
  const testModel = new TestModel(model.machine, {
    events: model.events as never,
    ...(model.input === undefined ? {} : { input: model.input }),
  });
  const keyOf = (state: unknown) => serializeSnapshot(state as never);
  const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true });
  const toState = new Map(shortest.map((path) => [keyOf(path.state), path]));
  const start = shortest.find((path) => path.steps.length === 1);
  const edges: Edge<M>[] = start
    ? [{ from: '', to: keyOf(start.state), steps: start.steps as unknown as Step<M>[] }]
    : [];
  for (const { state: source, transitions } of Object.values(testModel.getAdjacencyMap())) {
    const prefix = toState.get(keyOf(source));
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions) as {
      event: EventOf<M>;
      state: SnapshotOf<M>;
    }[])
      edges.push({
        from: keyOf(source),
        to: keyOf(state),
        steps: [...(prefix.steps as unknown as Step<M>[]), { event, state }],
      });
  }
  const candidates: Omit<GeneratedPath<M>, 'description'>[] = [
    ...shortest.map((path) => ({ origin: 'shortest' as const, steps: path.steps as unknown as Step<M>[] })),
    ...edges.slice(start ? 1 : 0).map((edge) => ({ origin: 'edge' as const, steps: edge.steps })),
    ...(model.simplePaths === false ? [] : testModel.getSimplePaths()).map((path) => ({
      origin: 'simple' as const,
      steps: path.steps as unknown as Step<M>[],
    })),
  ];
  const pairs = pairsOfGraph(model, edges);
  if (pairs.size < PAIR_LIMIT) {
    const walked = emptyCoverage();
    for (const path of candidates) tracedPath(model, path as GeneratedPath<M>, walked);
    for (const [pair, steps] of pairs)
      if (!walked.pairs.has(pair)) candidates.push({ origin: 'pair', steps });
  }
  const set = { paths: withoutRepeats(candidates), pairUniverse: [...pairs.keys()] };
  sets.push({ model: model as PathModel<AnyStateMachine>, set: set as unknown as PathSet<AnyStateMachine> });
  return set;
}

export const generatePaths = <M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>) =>
  generatePathSet(model).paths;

function withoutRepeats<M extends AnyStateMachine>(candidates: Omit<GeneratedPath<M>, 'description'>[]) {
  const seen = new Set<string>();
  const paths: GeneratedPath<M>[] = [];
  for (const candidate of candidates) {
    const key = candidate.steps.map((step) => JSON.stringify(step.event)).join(' → ');
    if (seen.has(key)) continue;
    seen.add(key);
    const events = candidate.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => describeEvent(step.event));
    paths.push({ ...candidate, description: events.length ? events.join(' → ') : '(initial state)' });
  }
  return paths;
}
