// Generated path tests: every path the machine's graph yields is walked twice — through the machine
// itself on a simulated clock, and through the React component a person uses — and a final test fails
// if any state or transition of the machine was never visited.

import { describe, expect, it } from 'vitest';
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventFromLogic,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
type SnapshotOf<M extends AnyStateMachine> = SnapshotFrom<M>;

export interface UiWalker<M extends AnyStateMachine, TUi> {
  /** Renders the component in its starting state and returns whatever the steps need (screen, user, spies). */
  render: () => TUi | Promise<TUi>;
  /** Performs each event as a person would (click, type, key, time passing). Delayed events may be omitted:
   * the harness then advances vitest's fake timers by the delay. */
  perform: { [K in EventOf<M>['type']]?: (ui: TUi, event: Extract<EventOf<M>, { type: K }>) => unknown };
  /** Asserts what the person sees in the state the machine model says the path has reached. */
  expect: (ui: TUi, snapshot: SnapshotOf<M>) => unknown;
  /** Runs after each path (unmount, restore timers). */
  cleanup?: (ui: TUi) => unknown;
}

export interface PathModel<M extends AnyStateMachine, TUi = unknown> {
  /** The machine with test doubles supplied through .provide(): actors that never settle on their own,
   * so the paths decide when xstate.done.actor.* / xstate.error.actor.* events happen. */
  machine: M;
  input?: InputFrom<M>;
  /** Every event to try in a state, payloads included, and every xstate.after.* event the state can take. */
  events: (snapshot: SnapshotOf<M>) => EventOf<M>[];
  /** Assertions on the machine's own snapshot in every visited state (context rules, tags). */
  expectMachine?: (snapshot: SnapshotOf<M>) => unknown;
  /** Walk simple paths too (every loop-free route); off for graphs too large for that. @default true */
  simplePaths?: boolean;
  ui?: UiWalker<M, TUi>;
}

type MachineSnapshotShape = { value: unknown; context: unknown };
type Step<M extends AnyStateMachine> = { event: EventOf<M>; state: SnapshotOf<M> };
interface GeneratedPath<M extends AnyStateMachine> {
  description: string;
  steps: Step<M>[];
}

const AFTER_EVENT = /^xstate\.after\.(.+)\.(#?[^.]+(?:\..+)?)$/;

/** The milliseconds behind an `xstate.after.<delay>.<state id>` event, from the machine's named delays. */
export function delayOf(
  machine: AnyStateMachine,
  event: { type: string },
  snapshot: { context: unknown },
): number {
  const [, delay = ''] = event.type.match(/^xstate\.after\.([^.]+)\./) ?? [];
  if (/^\d+$/.test(delay)) return Number(delay);
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'number') return named;
  if (typeof named === 'function') return named({ context: snapshot.context, event }) as number;
  throw new Error(`${machine.id}: unknown delay "${delay}" in ${event.type}`);
}

export const isDelayedEvent = (event: { type: string }) =>
  AFTER_EVENT.test(event.type) || event.type.startsWith('xstate.after.');

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

function serializeEvent(event: { type: string }) {
  return JSON.stringify(event);
}

/**
 * Shortest paths to every state; one path through every edge of the graph (the shortest way to its
 * source, then the edge: this walks transitions that lead back to states already reached); and, when
 * allowed, every simple path. Without repeats.
 */
export function generatePaths<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>): GeneratedPath<M>[] {
  const testModel = new TestModel(model.machine, {
    events: model.events as never,
    ...(model.input === undefined ? {} : { input: model.input }),
  });
  const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true });
  const toState = new Map(shortest.map((path) => [serializeSnapshot(path.state as never), path]));
  const edgePaths = Object.values(testModel.getAdjacencyMap()).flatMap(({ state: source, transitions }) => {
    const prefix = toState.get(serializeSnapshot(source as never));
    if (!prefix) return [];
    const edges = Object.values(transitions) as { event: EventOf<M>; state: SnapshotOf<M> }[];
    return edges.map(({ event, state }) => ({
      steps: [...(prefix.steps as unknown as Step<M>[]), { event, state }],
    }));
  });
  const candidates: { steps: unknown[] }[] = [
    ...shortest,
    ...edgePaths,
    ...(model.simplePaths === false ? [] : testModel.getSimplePaths()),
  ];
  const seen = new Set<string>();
  const paths: GeneratedPath<M>[] = [];
  for (const path of candidates) {
    const steps = path.steps as Step<M>[];
    const key = steps.map((step) => serializeEvent(step.event)).join(' → ');
    if (seen.has(key)) continue;
    seen.add(key);
    const events = steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => describeEvent(step.event));
    paths.push({ description: events.length ? events.join(' → ') : '(initial state)', steps });
  }
  return paths;
}

function describeEvent(event: { type: string }): string {
  const { type, ...payload } = event;
  const after = type.match(/^xstate\.after\.([^.]+)\./);
  if (after) return `after ${after[1]}`;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

function withoutInit<M extends AnyStateMachine>(steps: Step<M>[]) {
  return steps.filter((step) => step.event.type !== 'xstate.init');
}

interface Coverage {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
  paths: number;
}

/** Walks one path through the machine on a simulated clock, checking every visited state. */
async function walkMachine<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  path: GeneratedPath<M>,
  coverage: Coverage,
) {
  const clock = new SimulatedClock();
  // Declared first: the inspector already reports while the actor is being created.
  let actor: ReturnType<typeof createActor<M>> | undefined;
  actor = createActor(model.machine, {
    clock,
    ...(model.input === undefined ? {} : { input: model.input }),
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep' && actor && inspection.actorRef === actor) {
        for (const transition of inspection._transitions) {
          coverage.transitions.add(transition);
          // Transient states (left at once by an eventless transition) never show in a snapshot.
          coverage.states.add(`#${transition.source.id}`);
          for (const target of transition.target ?? []) coverage.states.add(`#${target.id}`);
        }
      }
    },
  });
  const started = actor;
  const visit = () => {
    const snapshot = started.getSnapshot() as SnapshotOf<M>;
    const { _nodes: nodes } = snapshot as unknown as { _nodes: AnyStateNode[] };
    for (const node of nodes) coverage.states.add(`#${node.id}`);
    model.expectMachine?.(snapshot);
    return snapshot as unknown as MachineSnapshotShape;
  };
  started.start();
  visit();
  for (const step of withoutInit(path.steps)) {
    const before = started.getSnapshot() as SnapshotOf<M>;
    if (isDelayedEvent(step.event)) clock.increment(delayOf(model.machine, step.event, before));
    else started.send(step.event);
    const snapshot = visit();
    const expected = step.state as unknown as MachineSnapshotShape;
    expect(snapshot.value, `after ${describeEvent(step.event)}`).toEqual(expected.value);
    expect(snapshot.context, `after ${describeEvent(step.event)}`).toEqual(expected.context);
  }
  started.stop();
}

/** Walks one path through the UI, performing each event as a person would. */
async function walkUi<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  ui: UiWalker<M, TUi>,
  path: GeneratedPath<M>,
) {
  const { vi } = await import('vitest');
  const handle = await ui.render();
  try {
    const [initial] = path.steps;
    if (initial) await ui.expect(handle, initial.state);
    let previous = initial?.state;
    for (const step of withoutInit(path.steps)) {
      const perform = ui.perform[step.event.type as EventOf<M>['type']] as
        | ((ui: TUi, event: EventOf<M>) => unknown)
        | undefined;
      if (perform) await perform(handle, step.event);
      else if (isDelayedEvent(step.event)) {
        const { act } = await import('@testing-library/react');
        const ms = delayOf(model.machine, step.event, previous ?? step.state);
        await act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        });
      } else throw new Error(`no UI action given for "${step.event.type}"`);
      await ui.expect(handle, step.state);
      previous = step.state;
    }
  } finally {
    await ui.cleanup?.(handle);
  }
}

/** Lists the states and transitions no path visited; empty when coverage is complete. */
export function uncovered(machine: AnyStateMachine, coverage: Coverage) {
  const states = stateIdsOf(machine).filter((id) => !coverage.states.has(id));
  const transitions = [...transitionsOf(machine)]
    .filter(([t]) => !coverage.transitions.has(t))
    .map(([, name]) => name);
  return { states, transitions };
}

/** Walks every generated path through the machine alone and reports what stayed unvisited. */
export async function measureCoverage<M extends AnyStateMachine, TUi>(model: PathModel<M, TUi>) {
  const paths = generatePaths(model);
  const coverage: Coverage = { states: new Set(), transitions: new Set(), paths: paths.length };
  for (const path of paths) await walkMachine(model, path, coverage);
  return { paths: paths.length, ...uncovered(model.machine, coverage) };
}

/**
 * Declares the generated path tests of one machine: `machine › <path>` and `ui › <path>` for every path,
 * then `covers every state and transition`, which also prints the figures `npm run test:paths` shows.
 */
export function describeMachinePaths<M extends AnyStateMachine, TUi>(name: string, model: PathModel<M, TUi>) {
  const paths = generatePaths(model);
  const coverage: Coverage = { states: new Set(), transitions: new Set(), paths: paths.length };

  describe(`${name} (generated paths)`, () => {
    describe('machine', () => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) =>
        walkMachine(model, path, coverage),
      );
    });

    const { ui } = model;
    if (ui) {
      describe('ui', () => {
        it.each(paths.map((path) => [path.description, path] as const))('%s', (_description, path) =>
          walkUi(model, ui, path),
        );
      });
    }

    it('covers every state and transition', () => {
      const missing = uncovered(model.machine, coverage);
      const stateCount = stateIdsOf(model.machine).length;
      const transitionCount = transitionsOf(model.machine).size;
      console.info(
        `[paths] ${name}: ${paths.length} paths · states ${stateCount - missing.states.length}/${stateCount} · ` +
          `transitions ${transitionCount - missing.transitions.length}/${transitionCount}`,
      );
      expect(
        missing,
        `${name}: no generated path visits these. Add the events that reach them to the test model's events().`,
      ).toEqual({ states: [], transitions: [] });
    });
  });
}
