// What a machine's graph holds (every state node, every transition), the situations its test model names,
// and what the walked paths left out.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { PathModel, SnapshotOf } from './path-model';

/** What the walked paths visited: state ids, transitions (by identity) and named situations. */
export interface Coverage {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
  situations: Set<string>;
}

export const emptyCoverage = (): Coverage => ({
  states: new Set(),
  transitions: new Set(),
  situations: new Set(),
});

/** The situations the model names for a snapshot (none when the model names none). */
export function situationsOf<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  snapshot: SnapshotOf<M>,
): readonly string[] {
  const named = model.situations?.of(snapshot);
  if (named === undefined) return [];
  return typeof named === 'string' ? [named] : named;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

function describeTransition(transition: AnyTransitionDefinition, index: number): string {
  const targets = transition.target?.map((target: AnyStateNode) => `#${target.id}`).join(',') || '(stays)';
  const guard = transition.guard
    ? ` [${typeof transition.guard === 'string' ? transition.guard : ((transition.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  return `#${transition.source.id} --${transition.eventType || 'always'}#${index}${guard}--> ${targets}`;
}

/** Every transition of the machine, keyed by identity, with a readable name. */
export function transitionsOf(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const named = new Map<AnyTransitionDefinition, string>();
  for (const node of allStateNodes(machine.root)) {
    const lists = [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>), node.always ?? []];
    for (const list of lists) {
      for (const [index, transition] of list.entries())
        named.set(transition, describeTransition(transition, index));
    }
  }
  return named;
}

export function stateIdsOf(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).map((node) => `#${node.id}`);
}

export interface Gaps {
  /** States no path visited. */
  states: string[];
  /** Transitions no path took. */
  transitions: string[];
  /** Expected situations no path reached. */
  situations: string[];
  /** Situations some path reached that the model does not list. */
  unlistedSituations: string[];
}

export const NO_GAPS: Gaps = { states: [], transitions: [], situations: [], unlistedSituations: [] };

/** What the walked paths left out; every list is empty when coverage is complete. */
export function uncovered<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  coverage: Coverage,
): Gaps {
  const states = stateIdsOf(model.machine).filter((id) => !coverage.states.has(id));
  const transitions = [...transitionsOf(model.machine)]
    .filter(([t]) => !coverage.transitions.has(t))
    .map(([, name]) => name);
  const expected = model.situations?.expected ?? [];
  const situations = expected.filter((name) => !coverage.situations.has(name));
  const unlistedSituations = [...coverage.situations].filter((name) => !expected.includes(name));
  return { states, transitions, situations, unlistedSituations };
}

/** The coverage test's failure message: what to do, then each kind of gap on its own line. */
export function describeGaps(name: string, gaps: Gaps): string {
  const quote = (names: string[]) => names.map((n) => `"${n}"`).join(', ');
  const missing = [
    gaps.states.length && `states no path visits: ${quote(gaps.states)}`,
    gaps.transitions.length && `transitions no path takes: ${quote(gaps.transitions)}`,
    gaps.situations.length && `situations no path reaches: ${quote(gaps.situations)}`,
  ].filter(Boolean);
  const unlisted = gaps.unlistedSituations.length
    ? [`situations reached but not listed: ${quote(gaps.unlistedSituations)}`]
    : [];
  const advice = [
    ...(missing.length
      ? ["add the events (or payload variants) that reach them to the test model's events()"]
      : []),
    ...(unlisted.length
      ? ['list every situation reached in situations.expected, or correct situations.of()']
      : []),
  ];
  return [`${name}, coverage gate: ${advice.join('; ')}.`, ...missing, ...unlisted].join('\n  ');
}
