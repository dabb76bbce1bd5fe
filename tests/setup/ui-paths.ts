// Which generated paths a UI walk takes: every one, or for walks too slow for that a share that still visits
// every state, transition and situation. (The machine walk always takes every path.)
import type { AnyStateMachine } from 'xstate';
import { traceMachinePath } from './machine-walk';
import { type Coverage, emptyCoverage } from './path-coverage';
import type { GeneratedPath, PathModel } from './path-model';

/** What one path visits, as one set: state ids, situations (both tagged) and transitions (by identity). */
function visitedBy<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>, path: GeneratedPath<M>) {
  const coverage = coverageOf(model, [path]);
  return new Set<unknown>([
    ...[...coverage.states].map((id) => `state ${id}`),
    ...[...coverage.situations].map((name) => `situation ${name}`),
    ...coverage.transitions,
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

/** The paths the model's UI walker asks for (see UiWalker.paths). */
export function uiPathsOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  paths: GeneratedPath<M>[],
): GeneratedPath<M>[] {
  const choice = model.ui?.paths ?? 'every';
  if (choice === 'covering') return coveringPaths(model, paths);
  if (choice === 'shortest-and-edges') return paths.filter((path) => path.origin !== 'simple');
  return paths;
}

/** What a share of the paths visits, to check that a UI walk's share still visits everything. */
export function coverageOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  paths: GeneratedPath<M>[],
): Coverage {
  const coverage = emptyCoverage();
  for (const path of paths) traceMachinePath(model, path, coverage);
  return coverage;
}
