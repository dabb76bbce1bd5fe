// One generated path walked through the React component a person uses: each event performed as they
// would, and what they see checked in every state the machine model says the path reaches.
import { vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { delayOf, isDelayedEvent } from './path-events';
import { type EventOf, type GeneratedPath, type PathModel, type UiWalker, walkedSteps } from './path-model';
import type { Screen } from './screen';

export async function walkUi<M extends AnyStateMachine, TUi>(
  model: PathModel<M, TUi>,
  ui: UiWalker<M, TUi>,
  path: GeneratedPath<M>,
) {
  const handle = await ui.render();
  try {
    const [initial] = path.steps;
    if (initial) await ui.expect(handle, initial.state);
    let previous = initial?.state;
    for (const step of walkedSteps(path)) {
      const perform = ui.perform[step.event.type as EventOf<M>['type']] as
        | ((ui: TUi, event: EventOf<M>) => unknown)
        | undefined;
      if (perform) await perform(handle, step.event);
      else if (isDelayedEvent(step.event)) {
        const ms = delayOf(model.machine, step.event, previous ?? step.state);
        const { screen } = handle as { screen?: Screen };
        if (screen) await screen.passTime(ms);
        else {
          // Loaded here: machine-only path tests run without a DOM and never need it.
          const { act } = await import('@testing-library/react');
          await act(async () => {
            await vi.advanceTimersByTimeAsync(ms);
          });
        }
      } else throw new Error(`no UI action given for "${step.event.type}"`);
      await ui.expect(handle, step.state);
      previous = step.state;
    }
  } finally {
    await ui.cleanup?.(handle);
  }
}
