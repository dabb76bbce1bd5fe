// Generated path tests: every path the machine's graph yields is walked through the machine itself on a
// simulated clock, and through the React component a person uses (every path, or a share that still visits
// everything a person can reach); a gate per driver fails if any state, transition, guard outcome,
// consecutive transition pair (machine only) or situation the model names was never visited.

import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { traceMachinePath } from './machine-walk';
import { type Coverage, describeGaps, emptyCoverage, NO_GAPS, targetsOf, uncovered } from './path-coverage';
import { describeEvent } from './path-events';
import { generatePathSet } from './path-generation';
import type { GeneratedPath, MachineSnapshotShape, PathModel } from './path-model';
import { coverageRow, type Driver, reportRow } from './path-report';
import { coverageOf, uiPathsOf, uiTargetsOf } from './ui-paths';
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
  const { paths, pairUniverse } = generatePathSet(model);
  const coverage = emptyCoverage();
  for (const path of paths) walkMachine(model, path, coverage);
  return { paths: paths.length, ...uncovered(model, coverage, targetsOf(model, pairUniverse)) };
}

/**
 * The gate of a UI driver: the paths it walked visit all that the paths a person can walk visit; its row
 * shows what it covered of everything the machine must cover.
 */
export function expectUiCoverage<M extends AnyStateMachine, TUi>(
  name: string,
  driver: Driver,
  model: PathModel<M, TUi>,
  walked: GeneratedPath<M>[],
) {
  const { paths, pairUniverse } = generatePathSet(model);
  const coverage = coverageOf(model, walked);
  const targets = targetsOf(model, pairUniverse);
  reportRow({
    ...coverageRow(name, driver, walked.length, coverage, targets, pairUniverse.length, !!model.situations),
    skipped: model.ui?.skips?.why,
  });
  const gaps = uncovered(model, coverage, uiTargetsOf(model, paths));
  expect(gaps, describeGaps(`${name}, walked in ${driver}`, gaps)).toEqual(NO_GAPS);
}

/**
 * Declares the generated path tests of one machine: `machine › <path>` for every path, `ui › <path>` for
 * every path a person can walk (or the share the walker asks for), then the gates, which also print the
 * rows `npm run test:paths` shows.
 */
export function describeMachinePaths<M extends AnyStateMachine, TUi>(name: string, model: PathModel<M, TUi>) {
  const { paths, pairUniverse } = generatePathSet(model);
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

    it('covers every state, transition, guard outcome, transition pair and situation', () => {
      const targets = targetsOf(model, pairUniverse);
      const row = coverageRow(
        name,
        'machine',
        paths.length,
        coverage,
        targets,
        pairUniverse.length,
        !!model.situations,
      );
      reportRow(row);
      const gaps = uncovered(model, coverage, targets);
      expect(gaps, describeGaps(name, gaps)).toEqual(NO_GAPS);
      if (ui) expectUiCoverage(name, 'happy-dom', model, uiPaths);
    });
  });
}
