// What a machine's test model must cover (states, transitions, both outcomes of every guard, consecutive
// transition pairs where there are few enough, named situations), what walked paths visited, and the gaps.
import type { AnyStateMachine } from 'xstate';
import { guardsOf } from './machine-guards';
import { stateIdsOf, transitionName, transitionNamesOf } from './machine-nodes';
import type { PathModel, SnapshotOf } from './path-model';

/** What the walked paths visited. */
export interface Coverage {
  states: Set<string>;
  /** By name (machine-nodes.ts). */
  transitions: Set<string>;
  /** Each named guard with the outcomes it was checked to. */
  guards: Map<string, Set<boolean>>;
  /** Two transitions taken one right after the other, as `first ⇒ second`. */
  pairs: Set<string>;
  situations: Set<string>;
}

export const emptyCoverage = (): Coverage => ({
  states: new Set(),
  transitions: new Set(),
  guards: new Map(),
  pairs: new Set(),
  situations: new Set(),
});

export const pairName = (first: string, second: string) => `${first} ⇒ ${second}`;

/** Pairs are required only below this many: past it, walking each pair costs more than it finds. */
export const PAIR_LIMIT = 200;

export function recordGuard(coverage: Coverage, name: string, outcome: boolean) {
  const outcomes = coverage.guards.get(name) ?? new Set<boolean>();
  outcomes.add(outcome);
  coverage.guards.set(name, outcomes);
}

export function mergeCoverage(into: Coverage, from: Coverage) {
  for (const key of ['states', 'transitions', 'pairs', 'situations'] as const)
    for (const item of from[key]) into[key].add(item);
  for (const [name, outcomes] of from.guards)
    for (const outcome of outcomes) recordGuard(into, name, outcome);
}

/** The situations the model names for a snapshot (none when the model names none). */
export function situationsOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  snapshot: SnapshotOf<M>,
): readonly string[] {
  const named = model.situations?.of(snapshot);
  if (named === undefined) return [];
  return typeof named === 'string' ? [named] : named;
}

export { stateIdsOf, transitionNamesOf };

/** `guard → true|false` for every outcome the model must see: both of every named guard, less those it
 * declares impossible (with a reason). */
export function guardOutcomesOf<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>): string[] {
  return guardsOf(model.machine).named.flatMap((name) =>
    [true, false]
      .filter((outcome) => !model.impossibleGuardOutcomes?.[name]?.[String(outcome) as 'true' | 'false'])
      .map((outcome) => `${name} → ${outcome}`),
  );
}

const seenOutcomes = (coverage: Coverage) =>
  new Set([...coverage.guards].flatMap(([name, outcomes]) => [...outcomes].map((o) => `${name} → ${o}`)));

/** Everything a set of paths must visit; pairs only when the universe is below PAIR_LIMIT. */
export interface Targets {
  states: string[];
  transitions: string[];
  guardOutcomes: string[];
  pairs: string[];
  situations: readonly string[];
}

export function targetsOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  pairUniverse: readonly string[] = [],
): Targets {
  return {
    states: stateIdsOf(model.machine),
    transitions: transitionNamesOf(model.machine),
    guardOutcomes: guardOutcomesOf(model),
    pairs: pairUniverse.length < PAIR_LIMIT ? [...pairUniverse] : [],
    situations: model.situations?.expected ?? [],
  };
}

export interface Gaps {
  /** States no path visited. */
  states: string[];
  /** Transitions no path took. */
  transitions: string[];
  /** Guard outcomes (`name → false`) no path saw. */
  guardOutcomes: string[];
  /** Guards written inline: they cannot be recorded, so they must be named in setup({ guards }). */
  inlineGuards: string[];
  /** Consecutive transition pairs the graph allows that no path took. */
  pairs: string[];
  /** Expected situations no path reached. */
  situations: string[];
  /** Situations some path reached that the model does not list. */
  unlistedSituations: string[];
}

export const NO_GAPS: Gaps = {
  states: [],
  transitions: [],
  guardOutcomes: [],
  inlineGuards: [],
  pairs: [],
  situations: [],
  unlistedSituations: [],
};

/** What the walked paths left out of `targets` (by default everything the model must cover). */
export function uncovered<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  coverage: Coverage,
  targets: Targets = targetsOf(model),
): Gaps {
  const seen = seenOutcomes(coverage);
  const expected = model.situations?.expected ?? [];
  return {
    states: targets.states.filter((id) => !coverage.states.has(id)),
    transitions: targets.transitions.filter((name) => !coverage.transitions.has(name)),
    guardOutcomes: targets.guardOutcomes.filter((outcome) => !seen.has(outcome)),
    inlineGuards: guardsOf(model.machine).inline.map(transitionName),
    pairs: targets.pairs.filter((pair) => !coverage.pairs.has(pair)),
    situations: targets.situations.filter((name) => !coverage.situations.has(name)),
    unlistedSituations: [...coverage.situations].filter((name) => !expected.includes(name)),
  };
}

/** The coverage gate's failure message: what to do, then each kind of gap on its own line. */
export function describeGaps(name: string, gaps: Gaps): string {
  const quote = (names: string[]) => names.map((n) => `"${n}"`).join(', ');
  const missing = [
    gaps.states.length && `states no path visits: ${quote(gaps.states)}`,
    gaps.transitions.length && `transitions no path takes: ${quote(gaps.transitions)}`,
    gaps.guardOutcomes.length && `guard outcomes no path sees: ${quote(gaps.guardOutcomes)}`,
    gaps.pairs.length && `transition pairs no path takes: ${quote(gaps.pairs)}`,
    gaps.situations.length && `situations no path reaches: ${quote(gaps.situations)}`,
  ].filter(Boolean);
  const inline = gaps.inlineGuards.length ? [`inline guards: ${quote(gaps.inlineGuards)}`] : [];
  const unlisted = gaps.unlistedSituations.length
    ? [`situations reached but not listed: ${quote(gaps.unlistedSituations)}`]
    : [];
  const advice = [
    ...(missing.length
      ? [
          "add the events (or payload variants) that reach them to the test model's events()" +
            (gaps.guardOutcomes.length
              ? ', or declare a guard outcome that cannot happen in impossibleGuardOutcomes with the reason'
              : ''),
        ]
      : []),
    ...(inline.length ? ['name each inline guard in setup({ guards }) so its outcomes can be counted'] : []),
    ...(unlisted.length
      ? ['list every situation reached in situations.expected, or correct situations.of()']
      : []),
  ];
  return [`${name}, coverage gate: ${advice.join('; ')}.`, ...missing, ...inline, ...unlisted].join('\n  ');
}
