// useMachine for app actors: the same hook everywhere, connected to the dev inspector when it is on.
import { useMachine } from '@xstate/react';
import type { ActorOptions, AnyStateMachine } from 'xstate';
import { inspect } from './inspector';

export function useAppMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ActorOptions<TMachine> = {},
) {
  return useMachine(machine, { ...options, ...(inspect ? { inspect } : {}) } as ActorOptions<TMachine>);
}
