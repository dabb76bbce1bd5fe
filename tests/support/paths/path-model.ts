// What a machine's generated path tests are made of: the test model a test file declares, the UI walker
// that performs its events as a person would, and the paths the harness generates from the machine's graph.
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

export type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
export type SnapshotOf<M extends AnyStateMachine> = SnapshotFrom<M>;

type Perform<TUi, TEvent> = (ui: TUi, event: TEvent) => unknown;

export interface UiWalker<M extends AnyStateMachine, TUi> {
  /** Renders the component in its starting state and returns whatever the steps need (screen, user, spies). */
  render: () => TUi | Promise<TUi>;
  /** Performs each event as a person would (click, type, key, time passing). Delayed events may be omitted:
   * the harness then advances vitest's fake timers by the delay. */
  perform: { [K in EventOf<M>['type']]?: Perform<TUi, Extract<EventOf<M>, { type: K }>> } & {
    /** Events xstate raises itself (xstate.after.*, xstate.done.actor.*): the machine's event type leaves
     * them out, so the walker declares their payload. */
    [raised: `xstate.${string}`]: Perform<TUi, never> | undefined;
  };
  /** Asserts what the person sees in the state the machine model says the path has reached. */
  expect: (ui: TUi, snapshot: SnapshotOf<M>) => unknown;
  /** Runs after each path (unmount, restore timers). */
  cleanup?: (ui: TUi) => unknown;
  /** Events no person can cause through this UI (a payload the page never offers), and why: paths with
   * them are walked through the machine only, the UI's coverage is measured against the paths without them,
   * and `npm run test:paths` prints the reason under its table, beside the rows that cover less. */
  skips?: { when: (event: EventOf<M>) => boolean; why: string };
  /**
   * Which generated paths the UI walks, when every one takes too long to render: `shortest-and-edges`
   * leaves the simple paths to the machine walk (they add routes, never a state, transition or situation
   * the others miss); `covering` takes the fewest paths that still visit every state, transition and
   * situation. The coverage test checks that the UI's share still visits them all.
   * @default 'every'
   */
  paths?: 'every' | 'shortest-and-edges' | 'covering';
}

/**
 * Situations the graph alone does not show because they live in context — which item is open, which row of a
 * table a status is in — named so the coverage test can require that some path reaches each one.
 */
export interface Situations<M extends AnyStateMachine> {
  /** The name of the situation a snapshot is in, or several, or none (undefined). */
  of: (snapshot: SnapshotOf<M>) => string | readonly string[] | undefined;
  /** Every situation some path must reach. Reaching one not listed fails too: the list is kept complete. */
  expected: readonly string[];
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
  /** Situations in context that paths must reach besides every state and transition. @default none */
  situations?: Situations<M>;
  /** Guard outcomes no event can bring about, each with the reason: `{ isLocked: { false: 'why' } }`.
   * Every other outcome of every named guard must be seen on some path. */
  impossibleGuardOutcomes?: Record<string, { true?: string; false?: string }>;
  /** Walk simple paths too (every loop-free route); off for graphs too large for that. @default true */
  simplePaths?: boolean;
  ui?: UiWalker<M, TUi>;
}

/**
 * Whether two models yield the same paths and the same traces of them: the parts a UI walker does not
 * change. A model spread from another with its walker added (`{ ...model, ui }`) is the same here.
 */
export const sameGraphModel = <M extends AnyStateMachine>(
  a: PathModel<M, unknown>,
  b: PathModel<M, unknown>,
) =>
  a.machine === b.machine &&
  a.input === b.input &&
  a.events === b.events &&
  a.situations === b.situations &&
  a.simplePaths === b.simplePaths;

/** The two parts of a snapshot a path predicts. */
export type MachineSnapshotShape = { value: unknown; context: unknown };

export type Step<M extends AnyStateMachine> = { event: EventOf<M>; state: SnapshotOf<M> };

export interface GeneratedPath<M extends AnyStateMachine> {
  description: string;
  steps: Step<M>[];
  /** How the path was found: shortest to a state, through an edge, simple (loop-free), or for a pair of
   * consecutive transitions no other path takes. */
  origin: 'shortest' | 'edge' | 'simple' | 'pair';
}

/** The steps a path walks, without the machine's own start. */
export function walkedSteps<M extends AnyStateMachine>(path: GeneratedPath<M>) {
  return path.steps.filter((step) => step.event.type !== 'xstate.init');
}
