// Consecutive transition pairs: every two transitions the graph lets a machine take one right after the
// other (switch coverage), and for each pair the path that takes it: the path through the edge that ends
// with the first transition, then the edge that starts with the second.
import type { AnyStateMachine } from 'xstate';
import { tracedPath } from './machine-walk';
import { emptyCoverage, pairName } from './path-coverage';
import type { GeneratedPath, PathModel, Step } from './path-model';

/** One edge of the explored graph: the path that ends by taking it, and the states it joins. */
export interface Edge<M extends AnyStateMachine> {
  from: string;
  to: string;
  /** The path from the start to `to` through this edge. */
  steps: Step<M>[];
}

/**
 * Every pair the graph allows, each with a path that takes it. `edges` must include the start as an edge
 * into the initial state (its steps: the init step alone). The machine is traced once per edge.
 */
export function pairsOfGraph<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  edges: Edge<M>[],
): Map<string, Step<M>[]> {
  const traced = edges.map((edge) => {
    const taken = tracedPath(model, { steps: edge.steps } as GeneratedPath<M>, emptyCoverage());
    return { ...edge, names: taken.at(-1) ?? [] };
  });
  const leaving = new Map<string, typeof traced>();
  for (const edge of traced) {
    if (edge.names.length === 0 || edge.steps.length < 2) continue;
    leaving.set(edge.from, [...(leaving.get(edge.from) ?? []), edge]);
  }
  const pairs = new Map<string, Step<M>[]>();
  const add = (pair: string, steps: Step<M>[]) => {
    if (!pairs.has(pair)) pairs.set(pair, steps);
  };
  for (const edge of traced) {
    for (let index = 1; index < edge.names.length; index++)
      add(pairName(edge.names[index - 1] as string, edge.names[index] as string), edge.steps);
    const last = edge.names.at(-1);
    if (!last) continue;
    for (const next of leaving.get(edge.to) ?? []) {
      add(pairName(last, next.names[0] as string), [...edge.steps, next.steps.at(-1) as Step<M>]);
    }
  }
  return pairs;
}
