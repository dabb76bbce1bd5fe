// What a machine's graph holds (every state node, every transition) and what the walked paths left out.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** What the walked paths visited: state ids and transitions (by identity). */
export interface Coverage {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
}

export const emptyCoverage = (): Coverage => ({ states: new Set(), transitions: new Set() });

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

/** Lists the states and transitions no path visited; empty when coverage is complete. */
export function uncovered(machine: AnyStateMachine, coverage: Coverage) {
  const states = stateIdsOf(machine).filter((id) => !coverage.states.has(id));
  const transitions = [...transitionsOf(machine)]
    .filter(([t]) => !coverage.transitions.has(t))
    .map(([, name]) => name);
  return { states, transitions };
}
