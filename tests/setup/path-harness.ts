// Generated path tests: every path the machine's graph yields is walked through the machine itself on a
// simulated clock, and through the React component a person uses (every path, or a share that still visits
// everything); a final test fails if any state or transition of the machine, or any situation the model
// names, was never visited.

import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { traceMachinePath } from './machine-walk';
import {
  type Coverage,
  describeGaps,
  emptyCoverage,
  type Gaps,
  NO_GAPS,
  stateIdsOf,
  transitionsOf,
  uncovered,
} from './path-coverage';
import { describeEvent, generatePaths } from './path-generation';
import type { GeneratedPath, MachineSnapshotShape, PathModel } from './path-model';
import { coverageOf, uiPathsOf } from './ui-paths';
import { walkUi } from './ui-walk';

/** Walks one path through the machine, checking the state value and context the graph predicted. */
function walkMachine<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  path: GeneratedPath<M>,
  coverage: Coverage,
) {
  traceMachinePath(model, path, coverage, (snapshot, step) => {
    model.expectMachine?.(snapshot);
    if (!step) return;
    const actual = snapshot as unknown as MachineSnapshotShape;
    const expected = step.state as unknown as MachineSnapshotShape;
    expect(actual.value, `after ${describeEvent(step.event)}`).toEqual(expected.value);
    expect(actual.context, `after ${describeEvent(step.event)}`).toEqual(expected.context);
  });
}

/** Walks every generated path through the machine alone and reports what stayed unvisited. */
export function measureCoverage<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>) {
  const paths = generatePaths(model);
  const coverage = emptyCoverage();
  for (const path of paths) walkMachine(model, path, coverage);
  return { paths: paths.length, ...uncovered(model, coverage) };
}

/**
 * `[paths] <name>: N paths (UI walks M) · states x/y · transitions x/y · situations x/y`, for
 * `npm run test:paths`.
 */
function coverageLine<M extends AnyStateMachine, TUi>(
  name: string,
  model: PathModel<M, TUi>,
  counts: { paths: number; uiPaths: number },
  gaps: Gaps,
) {
  const figure = (label: string, total: number, missing: number) => `${label} ${total - missing}/${total}`;
  const uiShare = model.ui && counts.uiPaths < counts.paths ? ` (UI walks ${counts.uiPaths})` : '';
  const figures = [
    `${counts.paths} paths${uiShare}`,
    figure('states', stateIdsOf(model.machine).length, gaps.states.length),
    figure('transitions', transitionsOf(model.machine).size, gaps.transitions.length),
    ...(model.situations
      ? [figure('situations', model.situations.expected.length, gaps.situations.length)]
      : []),
  ];
  return `[paths] ${name}: ${figures.join(' · ')}`;
}

/**
 * Declares the generated path tests of one machine: `machine › <path>` for every path, `ui › <path>` for
 * every path (or the share the walker asks for), then `covers every state, transition and situation`,
 * which also prints the figures `npm run test:paths` shows.
 */
export function describeMachinePaths<M extends AnyStateMachine, TUi>(name: string, model: PathModel<M, TUi>) {
  const paths = generatePaths(model);
  const coverage = emptyCoverage();

  describe(`${name} (generated paths)`, () => {
    describe('machine', () => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) =>
        walkMachine(model, path, coverage),
      );
    });

    const { ui } = model;
    const uiPaths = uiPathsOf(model, paths);
    if (ui) {
      describe('ui', () => {
        it.each(uiPaths.map((path) => [path.description, path] as const))('%s', (_description, path) =>
          walkUi(model, ui, path),
        );
      });
    }

    it('covers every state, transition and situation', () => {
      const gaps = uncovered(model, coverage);
      console.info(coverageLine(name, model, { paths: paths.length, uiPaths: uiPaths.length }, gaps));
      expect(gaps, describeGaps(name, gaps)).toEqual(NO_GAPS);
      if (ui && uiPaths.length < paths.length) {
        const uiGaps = uncovered(model, coverageOf(model, uiPaths));
        expect(uiGaps, describeGaps(`${name}, the UI walk's share of the paths`, uiGaps)).toEqual(NO_GAPS);
      }
    });
  });
}
