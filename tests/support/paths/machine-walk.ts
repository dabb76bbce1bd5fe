// One generated path walked through the machine alone, on xstate's simulated clock: a delayed event
// advances the clock by its named delay, any other event is sent. Records what the path visited: states,
// transitions, consecutive transition pairs, guard outcomes and situations.
import { type AnyStateMachine, type AnyStateNode, createActor, SimulatedClock } from 'xstate';
import { withGuardRecorder } from './machine-guards';
import { transitionName } from './machine-nodes';
import {
  type Coverage,
  emptyCoverage,
  mergeCoverage,
  pairName,
  recordGuard,
  situationsOf,
} from './path-coverage';
import { delayOf, isDelayedEvent } from './path-events';
import {
  type GeneratedPath,
  type PathModel,
  type SnapshotOf,
  type Step,
  sameGraphModel,
  walkedSteps,
} from './path-model';

/** The coverage the guard recorder writes to: the path being traced (walks never overlap). */
let guardSink: Coverage | undefined;
const recorded = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The model's machine, its guards reporting to the path being traced; built once per machine. */
function recordingMachine<M extends AnyStateMachine>(machine: M): M {
  let wrapped = recorded.get(machine);
  if (!wrapped) {
    wrapped = withGuardRecorder(machine, (name, outcome) => {
      if (guardSink) recordGuard(guardSink, name, outcome);
    });
    recorded.set(machine, wrapped);
  }
  return wrapped as M;
}

/**
 * Runs `path` and adds all it visits to `coverage`; `check` sees the snapshot after the start (without a
 * step) and after every step. Returns the names of the transitions taken at the start and at each step.
 */
export function traceMachinePath<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  path: GeneratedPath<M>,
  coverage: Coverage,
  check: (snapshot: SnapshotOf<M>, step?: Step<M>) => void = () => {},
): string[][] {
  const clock = new SimulatedClock();
  const taken: string[][] = [[]];
  let previous: string | undefined;
  // Declared first: the inspector already reports while the actor is being created.
  let actor: ReturnType<typeof createActor<M>> | undefined;
  guardSink = coverage;
  try {
    actor = createActor(recordingMachine(model.machine), {
      clock,
      ...(model.input === undefined ? {} : { input: model.input }),
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep' || !actor || inspection.actorRef !== actor) return;
        for (const transition of inspection._transitions) {
          const name = transitionName(transition);
          coverage.transitions.add(name);
          if (previous) coverage.pairs.add(pairName(previous, name));
          previous = name;
          taken.at(-1)?.push(name);
          // Transient states (left at once by an eventless transition) never show in a snapshot.
          coverage.states.add(`#${transition.source.id}`);
          for (const target of transition.target ?? []) coverage.states.add(`#${target.id}`);
        }
      },
    });
    const started = actor;
    const visit = (step?: Step<M>) => {
      const snapshot = started.getSnapshot() as SnapshotOf<M>;
      const { _nodes: nodes } = snapshot as unknown as { _nodes: AnyStateNode[] };
      for (const node of nodes) coverage.states.add(`#${node.id}`);
      for (const situation of situationsOf(model, snapshot)) coverage.situations.add(situation);
      check(snapshot, step);
    };
    started.start();
    visit();
    for (const step of walkedSteps(path)) {
      taken.push([]);
      const before = started.getSnapshot() as SnapshotOf<M>;
      if (isDelayedEvent(step.event)) clock.increment(delayOf(model.machine, step.event, before));
      else started.send(step.event);
      visit(step);
    }
    started.stop();
  } finally {
    guardSink = undefined;
  }
  return taken;
}

/** A path's trace without a check, kept by its steps with the model it was made for. */
const traces = new WeakMap<
  readonly unknown[],
  { model: PathModel<AnyStateMachine>; coverage: Coverage; taken: string[][] }
>();

/**
 * traceMachinePath without a check, traced once per path and model: generating the paths, finding their
 * pairs, choosing a UI walk's share and each coverage gate trace the same paths again. The machine is
 * deterministic on the simulated clock, so a trace's result is the same every time.
 */
export function tracedPath<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  path: GeneratedPath<M>,
  coverage: Coverage,
): string[][] {
  const generic = model as unknown as PathModel<AnyStateMachine>;
  let trace = traces.get(path.steps);
  if (!trace || !sameGraphModel(trace.model, generic)) {
    const own = emptyCoverage();
    trace = { model: generic, coverage: own, taken: traceMachinePath(model, path, own) };
    traces.set(path.steps, trace);
  }
  mergeCoverage(coverage, trace.coverage);
  return trace.taken;
}
