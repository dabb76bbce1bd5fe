// A machine's state nodes and transitions, and the readable name each transition goes by in coverage
// reports: `#source --event#index [guard]--> #target`.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

export function stateIdsOf(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).map((node) => `#${node.id}`);
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  return ` [${(guard as { type?: string }).type ?? 'guard'}]`;
}

/** The list a transition sits in (its event's, or the eventless ones) and its place there. */
function placeOf(transition: AnyTransitionDefinition) {
  const { source } = transition;
  const list = (transition.eventType ? source.transitions.get(transition.eventType) : source.always) ?? [];
  return (list as AnyTransitionDefinition[]).indexOf(transition);
}

/**
 * The transition's name. Names, not identities, key coverage: a machine given other implementations with
 * .provide() (a guard recorder) builds new transition objects for the same transitions.
 */
export function transitionName(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target: AnyStateNode) => `#${target.id}`).join(',') || '(stays)';
  return `#${transition.source.id} --${transition.eventType || 'always'}#${placeOf(transition)}${guardLabel(transition.guard)}--> ${targets}`;
}

/** Every transition of the machine by name, in document order. */
export function transitionNamesOf(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).flatMap((node) => {
    const lists = [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>), node.always ?? []];
    return lists.flat().map(transitionName);
  });
}
