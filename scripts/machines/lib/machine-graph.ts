// The graph of a state machine as plain data, and the difference between two such graphs: what
// `npm run machines:diff` prints and what the “Last changed” lines of docs/machines.md count. Used by
// scripts/machines/machine-docs.ts and scripts/machines/machines-diff.ts.
//
// A graph names everything by what a reader of the definition sees: states by `#id`, transitions as
// `#source --event [guard]--> #target`, guards, delays and actions by their names in setup(), actors by
// their `src`. Descriptions, tags, state types and initial states are kept per state, so a change to
// them shows as a change of that state rather than as a removed and an added state.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface MachineEntry {
  /** File name without `.machine.ts`, e.g. `services-accordion`. */
  name: string;
  exportName: string;
  machine: AnyStateMachine;
}

export const MACHINE_FILE_SUFFIX = '.machine.ts';

/** The machines/*.machine.ts files of `dir`, sorted; none when `dir` does not exist. */
export function machineFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith(MACHINE_FILE_SUFFIX))
      .sort();
  } catch {
    return [];
  }
}

/** Every `xMachine` export of one machine file, in export order. */
export async function loadMachineFile(dir: string, file: string): Promise<MachineEntry[]> {
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
  const entries: MachineEntry[] = [];
  for (const [exportName, value] of Object.entries(module)) {
    if (exportName.endsWith('Machine') && value && typeof value === 'object' && 'root' in value) {
      entries.push({
        name: file.slice(0, -MACHINE_FILE_SUFFIX.length),
        exportName,
        machine: value as AnyStateMachine,
      });
    }
  }
  return entries;
}

/** Every `xMachine` export of every *.machine.ts file in `dir`, in file order. */
export async function loadMachines(dir: string): Promise<MachineEntry[]> {
  const entries: MachineEntry[] = [];
  for (const file of machineFiles(dir)) entries.push(...(await loadMachineFile(dir, file)));
  return entries;
}

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

/** A state's own transitions: its `on`, `after`, invoke `onDone`/`onError` and `always`, in that order. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>)]
    .flat()
    .concat(node.always ?? []);
}

/** The name of an action or guard as written: a string, `{ type }`, or `inline` for a bare function. */
export function nameOf(thing: unknown): string {
  if (typeof thing === 'string') return thing;
  if (thing && typeof thing === 'object' && 'type' in thing) return String((thing as { type: unknown }).type);
  return 'inline';
}

interface CombinedGuard {
  (...args: never[]): unknown;
  guards?: unknown[];
  stateValue?: unknown;
}

/** A guard as written, with and()/or()/not() spelled out: `and(tokenArrived, conditionsHoldAfter)`. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'function') {
    const combined = guard as CombinedGuard;
    if (Array.isArray(combined.guards))
      return `${combined.name}(${combined.guards.map(guardLabel).join(', ')})`;
    if (combined.stateValue !== undefined) return `stateIn(${JSON.stringify(combined.stateValue)})`;
  }
  return nameOf(guard);
}

/** The named guards a guard uses, and()/or()/not() looked through. */
function guardNames(guard: unknown): string[] {
  if (typeof guard === 'function') {
    const combined = guard as CombinedGuard;
    if (Array.isArray(combined.guards)) return combined.guards.flatMap(guardNames);
    return combined.stateValue !== undefined ? [] : ['inline'];
  }
  return [nameOf(guard)];
}

/** `after fadeInDelay`, `after 500 ms`, `always`, `done(move)`, `error(move)`, `done` or the event type. */
export function eventName(eventType: string): string {
  if (eventType === '') return 'always';
  const after = eventType.match(/^xstate\.after\.([^.]+)\./);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]} ms` : `after ${after[1]}`;
  const actor = eventType.match(/^xstate\.(done|error)\.actor\.(.+)$/);
  if (actor) return `${actor[1]}(${actor[2]})`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** The delay named in an `after` event type, or nothing. */
export function delayOf(eventType: string): string | undefined {
  return eventType.match(/^xstate\.after\.([^.]+)\./)?.[1];
}

/** `checkInterval (30000 ms)`, `500 ms`, or the bare name when the delay is computed. */
export function delayLabel(machine: AnyStateMachine, delay: string): string {
  if (/^\d+$/.test(delay)) return `${delay} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? `${delay} (${value} ms)` : delay;
}

export interface StateInfo {
  /** `#` and the state's id, e.g. `#applicantStatus.updating.confirmed`. */
  id: string;
  type: string;
  description: string;
  tags: string[];
  /** The initial child of a compound state, by id. */
  initial?: string;
}

/** A machine as plain, JSON-serializable data: every list in definition order, without repeats. */
export interface MachineGraph {
  id: string;
  states: StateInfo[];
  /** `#source --event [guard]--> #target` (`(no target)` when the transition leaves the state alone). */
  transitions: string[];
  guards: string[];
  /** `name (ms)` for named delays, `ms` for literal ones. */
  delays: string[];
  /** The events sent to the machine from outside: `xstate.*` and eventless ones left out. */
  events: string[];
  actions: string[];
  /** The `src` of every invoked actor. */
  actors: string[];
}

function actionNames(actions: unknown): string[] {
  const list = Array.isArray(actions) ? actions : actions === undefined ? [] : [actions];
  return list.map(nameOf).filter((name) => name !== 'inline');
}

const unique = (items: string[]) => [...new Set(items)];

export function transitionLabel(source: AnyStateNode, transition: AnyTransitionDefinition): string {
  const guard = transition.guard ? ` [${guardLabel(transition.guard)}]` : '';
  const targets = transition.target?.length
    ? transition.target.map((target: AnyStateNode) => `#${target.id}`).join(', ')
    : '(no target)';
  const reenter = transition.reenter && transition.target?.length ? ' (reenter)' : '';
  return `#${source.id} --${eventName(transition.eventType ?? '')}${guard}--> ${targets}${reenter}`;
}

export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = allStateNodes(machine.root);
  const transitions: string[] = [];
  const guards: string[] = [];
  const delays: string[] = [];
  const events: string[] = [];
  const actions: string[] = [];
  const actors: string[] = [];
  const states = nodes.map((node): StateInfo => {
    actions.push(...actionNames(node.entry), ...actionNames(node.exit));
    for (const invoke of node.invoke ?? []) {
      actors.push(typeof invoke.src === 'string' ? invoke.src : (invoke.id ?? 'inline'));
    }
    for (const transition of transitionsOf(node)) {
      const eventType: string = transition.eventType ?? '';
      transitions.push(transitionLabel(node, transition));
      if (transition.guard) guards.push(...guardNames(transition.guard));
      const delay = delayOf(eventType);
      if (delay !== undefined) delays.push(delayLabel(machine, delay));
      if (eventType !== '' && !eventType.startsWith('xstate.')) events.push(eventType);
      actions.push(...actionNames(transition.actions));
    }
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    return {
      id: `#${node.id}`,
      type: node.type,
      description: node.description ?? '',
      tags: [...(node.tags ?? [])].sort(),
      ...(initial ? { initial: `#${initial.id}` } : {}),
    };
  });
  return {
    id: machine.root.id,
    states,
    transitions: unique(transitions),
    guards: unique(guards),
    delays: unique(delays),
    events: unique(events),
    actions: unique(actions),
    actors: unique(actors),
  };
}

/** The lists a diff counts, in the order it prints them; singular and plural for the summaries. */
export const LIST_KINDS = [
  ['states', 'state', 'states'],
  ['transitions', 'transition', 'transitions'],
  ['guards', 'guard', 'guards'],
  ['delays', 'delay', 'delays'],
  ['events', 'event', 'events'],
  ['actions', 'action', 'actions'],
  ['actors', 'actor', 'actors'],
] as const;
export type ListKind = (typeof LIST_KINDS)[number][0];

export interface StateChange {
  id: string;
  /** What changed: its description, tags, type or initial state. */
  field: 'description' | 'tags' | 'type' | 'initial';
  before: string;
  after: string;
}

export interface GraphDiff {
  added: Record<ListKind, string[]>;
  removed: Record<ListKind, string[]>;
  /** Changes to states that are in both graphs. */
  changed: StateChange[];
}

function listOf(graph: MachineGraph, kind: ListKind): string[] {
  return kind === 'states' ? graph.states.map((state) => state.id) : graph[kind];
}

/** What `after` has that `before` lacks, and the reverse; an empty graph stands for a missing machine. */
export function diffGraphs(before: MachineGraph, after: MachineGraph): GraphDiff {
  const added = {} as Record<ListKind, string[]>;
  const removed = {} as Record<ListKind, string[]>;
  for (const [kind] of LIST_KINDS) {
    const old = new Set(listOf(before, kind));
    const now = new Set(listOf(after, kind));
    added[kind] = [...now].filter((item) => !old.has(item));
    removed[kind] = [...old].filter((item) => !now.has(item));
  }
  const changed: StateChange[] = [];
  const oldStates = new Map(before.states.map((state) => [state.id, state]));
  for (const state of after.states) {
    const old = oldStates.get(state.id);
    if (!old) continue;
    for (const field of ['description', 'tags', 'type', 'initial'] as const) {
      const was = field === 'tags' ? old.tags.join(', ') : (old[field] ?? '');
      const is = field === 'tags' ? state.tags.join(', ') : (state[field] ?? '');
      // A state that gains or loses children becomes compound or atomic and gains or loses its initial
      // state: the added and removed children say so already.
      const implied =
        (field === 'type' && [was, is].every((type) => type === 'atomic' || type === 'compound')) ||
        (field === 'initial' && (was === '' || is === ''));
      if (was !== is && !implied) changed.push({ id: state.id, field, before: was, after: is });
    }
  }
  return { added, removed, changed };
}

export const EMPTY_GRAPH: MachineGraph = {
  id: '',
  states: [],
  transitions: [],
  guards: [],
  delays: [],
  events: [],
  actions: [],
  actors: [],
};

export function isEmptyDiff(diff: GraphDiff): boolean {
  return (
    diff.changed.length === 0 &&
    LIST_KINDS.every(([kind]) => diff.added[kind].length === 0 && diff.removed[kind].length === 0)
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `+ 1 state, + 2 transitions, − 1 guard, 1 description changed`; `no change to the graph` when empty. */
export function summarizeDiff(diff: GraphDiff): string {
  const parts: string[] = [];
  for (const [kind, one, many] of LIST_KINDS) {
    if (diff.added[kind].length) parts.push(`+ ${count(diff.added[kind].length, one, many)}`);
    if (diff.removed[kind].length) parts.push(`− ${count(diff.removed[kind].length, one, many)}`);
  }
  const fields = [
    ['description', 'description', 'descriptions'],
    ['tags', 'state', 'states'],
    ['type', 'state type', 'state types'],
    ['initial', 'initial state', 'initial states'],
  ] as const;
  for (const [field, one, many] of fields) {
    const n = diff.changed.filter((change) => change.field === field).length;
    if (n)
      parts.push(
        field === 'tags' ? `tags changed on ${count(n, one, many)}` : `${count(n, one, many)} changed`,
      );
  }
  return parts.length ? parts.join(', ') : 'no change to the graph';
}

/** The contents of a graph, counted: `3 states, 5 transitions, 3 delays, 1 event` (the root not counted). */
export function summarizeGraph(graph: MachineGraph): string {
  const size = (kind: ListKind) =>
    listOf(graph, kind).length - (kind === 'states' && graph.states.length ? 1 : 0);
  return LIST_KINDS.map(([kind, one, many]) => [size(kind), one, many] as const)
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => count(n, one, many))
    .join(', ');
}

const quoted = (text: string) => (text ? `“${text}”` : '(none)');

/** The diff as `+`/`-` lines, removals before additions within each kind: the body of a ```diff block. */
export function diffLines(diff: GraphDiff, after: MachineGraph): string[] {
  const lines: string[] = [];
  const statesById = new Map(after.states.map((state) => [state.id, state]));
  for (const [kind, one] of LIST_KINDS) {
    for (const item of diff.removed[kind]) lines.push(`- ${one} ${item}`);
    for (const item of diff.added[kind]) {
      const state = kind === 'states' ? statesById.get(item) : undefined;
      const type = state && ['final', 'parallel', 'history'].includes(state.type) ? ` (${state.type})` : '';
      const tags = state?.tags.length ? ` tags: ${state.tags.join(', ')}` : '';
      lines.push(`+ ${one} ${item}${type}${tags}`);
    }
    if (kind !== 'states') continue;
    // Changes to kept states read best next to the added and removed states.
    for (const change of diff.changed) {
      if (change.field === 'tags') {
        const was = new Set(change.before ? change.before.split(', ') : []);
        const is = new Set(change.after ? change.after.split(', ') : []);
        for (const tag of was) if (!is.has(tag)) lines.push(`- tag ${tag} on ${change.id}`);
        for (const tag of is) if (!was.has(tag)) lines.push(`+ tag ${tag} on ${change.id}`);
      } else if (change.field === 'description') {
        lines.push(`- description of ${change.id}: ${quoted(change.before)}`);
        lines.push(`+ description of ${change.id}: ${quoted(change.after)}`);
      } else {
        lines.push(`- ${change.field} of ${change.id}: ${change.before || '(none)'}`);
        lines.push(`+ ${change.field} of ${change.id}: ${change.after || '(none)'}`);
      }
    }
  }
  return lines;
}
