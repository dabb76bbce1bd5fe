// Which generated paths a UI walk takes: every one a person can walk, or for walks too slow for that a
// share that still visits every state, transition, guard outcome and situation they visit. (The machine
// walk always takes every path.)
import type { AnyStateMachine } from 'xstate';
import { tracedPath } from './machine-walk';
import { type Coverage, emptyCoverage, type Targets } from './path-coverage';
import type { GeneratedPath, PathModel } from './path-model';

/** What one path visits, as one set: state ids, transitions, guard outcomes and situations, tagged. */
function visitedBy<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>, path: GeneratedPath<M>) {
  const coverage = coverageOf(model, [path]);
  return new Set<string>([
    ...[...coverage.states].map((id) => `state ${id}`),
    ...[...coverage.transitions].map((name) => `transition ${name}`),
    ...[...coverage.guards].flatMap(([name, outcomes]) => [...outcomes].map((o) => `guard ${name} → ${o}`)),
    ...[...coverage.situations].map((name) => `situation ${name}`),
  ]);
}

/**
 * Greedy set cover: repeatedly the path that visits the most not yet visited, the shorter one on a tie.
 * Returned in the generated order.
 */
export function coveringPaths<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  paths: GeneratedPath<M>[],
): GeneratedPath<M>[] {
  const visits = paths.map((path) => visitedBy(model, path));
  const remaining = new Set(visits.flatMap((visited) => [...visited]));
  const chosen = new Set<number>();
  while (remaining.size > 0) {
    let best = -1;
    let bestGain = 0;
    visits.forEach((visited, index) => {
      if (chosen.has(index)) return;
      const gain = [...visited].filter((item) => remaining.has(item)).length;
      const shorter = best >= 0 && (paths[index]?.steps.length ?? 0) < (paths[best]?.steps.length ?? 0);
      if (gain > bestGain || (gain === bestGain && gain > 0 && shorter)) {
        best = index;
        bestGain = gain;
      }
    });
    chosen.add(best);
    for (const item of visits[best] ?? []) remaining.delete(item);
  }
  return paths.filter((_, index) => chosen.has(index));
}

/** The paths a person can walk: none of their events is one the UI walker skips. */
export function walkablePaths<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  paths: GeneratedPath<M>[],
): GeneratedPath<M>[] {
  const skips = model.ui?.skips;
  return skips ? paths.filter((path) => !path.steps.some((step) => skips.when(step.event))) : paths;
}

/** The paths the model's UI walker asks for (see UiWalker.paths). */
export function uiPathsOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  paths: GeneratedPath<M>[],
): GeneratedPath<M>[] {
  const walkable = walkablePaths(model, paths);
  const choice = model.ui?.paths ?? 'every';
  if (choice === 'covering') return coveringPaths(model, walkable);
  if (choice === 'shortest-and-edges')
    return walkable.filter((path) => path.origin === 'shortest' || path.origin === 'edge');
  return walkable;
}

/** What a share of the paths visits. */
export function coverageOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  paths: GeneratedPath<M>[],
): Coverage {
  const coverage = emptyCoverage();
  for (const path of paths) tracedPath(model, path, coverage);
  return coverage;
}

/** What a UI walk must visit: all that the paths a person can walk visit (pairs are the machine's). */
export function uiTargetsOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  paths: GeneratedPath<M>[],
): Targets {
  const reachable = coverageOf(model, walkablePaths(model, paths));
  return {
    states: [...reachable.states].sort(),
    transitions: [...reachable.transitions].sort(),
    guardOutcomes: [...reachable.guards].flatMap(([name, outcomes]) =>
      [...outcomes].map((o) => `${name} → ${o}`),
    ),
    pairs: [],
    situations: [...reachable.situations].filter((name) => model.situations?.expected.includes(name)),
  };
}
