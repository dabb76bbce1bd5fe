// One generated path walked through the machine alone, on xstate's simulated clock: a delayed event
// advances the clock by its named delay, any other event is sent. Records what the path visited.
import { type AnyStateMachine, type AnyStateNode, createActor, SimulatedClock } from 'xstate';
import { type Coverage, situationsOf } from './path-coverage';
import { delayOf, isDelayedEvent } from './path-generation';
import { type GeneratedPath, type PathModel, type SnapshotOf, type Step, walkedSteps } from './path-model';

/**
 * Runs `path` and adds every state, transition and situation it visits to `coverage`; `check` sees the snapshot
 * after the start (without a step) and after every step.
 */
export function traceMachinePath<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  path: GeneratedPath<M>,
  coverage: Coverage,
  check: (snapshot: SnapshotOf<M>, step?: Step<M>) => void = () => {},
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
    const before = started.getSnapshot() as SnapshotOf<M>;
    if (isDelayedEvent(step.event)) clock.increment(delayOf(model.machine, step.event, before));
    else started.send(step.event);
    visit(step);
  }
  started.stop();
}
