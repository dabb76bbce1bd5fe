// A machine's guards, by name, and a copy of the machine that reports every evaluation of them: xstate
// reports transitions taken but never a guard's answer, so both outcomes of a guard are only seen by
// wrapping the implementations the machine was set up (or provided) with.
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { allStateNodes } from './machine-nodes';

type GuardFunction = ((...args: unknown[]) => unknown) & { check?: unknown; guards?: unknown[] };

/** The names a guard reference stands for: itself, or the guards an and()/or()/not() combines. */
function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'function') {
    const combined = (guard as GuardFunction).guards;
    return combined ? combined.flatMap(guardNames) : [];
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return [String(guard.type)];
  return [];
}

/** A guard written inline as a function cannot be told apart from another: the gate asks to name it. */
function isInlineGuard(guard: unknown) {
  return typeof guard === 'function' && !(guard as GuardFunction).check;
}

export interface MachineGuards {
  /** Every named guard some transition checks, directly or inside and()/or()/not(). */
  named: string[];
  /** Transitions whose guard is an unnamed inline function. */
  inline: AnyTransitionDefinition[];
}

export function guardsOf(machine: AnyStateMachine): MachineGuards {
  const named = new Set<string>();
  const inline: AnyTransitionDefinition[] = [];
  for (const node of allStateNodes(machine.root)) {
    const lists = [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>), node.always ?? []];
    for (const transition of lists.flat()) {
      if (!transition.guard) continue;
      if (isInlineGuard(transition.guard)) inline.push(transition);
      for (const name of guardNames(transition.guard)) named.add(name);
    }
  }
  return { named: [...named].sort(), inline };
}

/** The machine again, its named guards reporting `(name, outcome)` each time they are checked. */
export function withGuardRecorder<M extends AnyStateMachine>(
  machine: M,
  record: (name: string, outcome: boolean) => void,
): M {
  const implementations = (machine.implementations.guards ?? {}) as Record<string, GuardFunction>;
  const guards = Object.fromEntries(
    Object.entries(implementations).map(([name, guard]) => [
      name,
      typeof guard === 'function' && !guard.check
        ? (...args: unknown[]) => {
            const outcome = Boolean(guard(...args));
            record(name, outcome);
            return outcome;
          }
        : guard,
    ]),
  );
  return machine.provide({ guards } as never) as M;
}
