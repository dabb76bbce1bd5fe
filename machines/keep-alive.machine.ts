// Session keep-alive (docs/requirements.md#keep-alive): when a check finds the token expiring within 5
// minutes + 5 seconds (expiry read from its `exp` claim; 0 when unreadable), GET the current user; failures
// are ignored.
import { assign, fromPromise, setup } from 'xstate';
import type { SessionResponse } from '../contracts/auth';
import { isWithinKeepAliveWindow, tokenExpiryMs } from './token-expiry';

export interface KeepAliveContext {
  /** The held token's expiry in milliseconds; 0 when unreadable or when no token is held. */
  expiresAt: number;
}

export type KeepAliveEvent =
  | { type: 'token.change'; token: string | null }
  /** Sent by the inactivity check while the person is active; `now` in milliseconds. */
  | { type: 'keepAlive.check'; now: number };

export const keepAliveMachine = setup({
  types: {
    context: {} as KeepAliveContext,
    events: {} as KeepAliveEvent,
    input: {} as { token: string | null },
  },
  actors: {
    /** GET /employee/auth/current-user: the user and a renewed token. */
    renewSession: fromPromise<SessionResponse>(() => {
      throw new Error('renewSession: supply the keep-alive call with .provide()');
    }),
  },
  guards: {
    expiresSoon: ({ context, event }) =>
      event.type === 'keepAlive.check' && isWithinKeepAliveWindow(context.expiresAt, event.now),
  },
  actions: {
    assignExpiry: assign((_, { token }: { token: string | null | undefined }) => ({
      expiresAt: tokenExpiryMs(token),
    })),
    /** Hands the renewed token and user to the session. */
    storeRenewal: (_, _renewal: SessionResponse) => {},
  },
}).createMachine({
  id: 'keepAlive',
  description: 'Renews the session before its token expires, for as long as the person keeps working.',
  context: ({ input }) => ({ expiresAt: tokenExpiryMs(input.token) }),
  initial: 'waiting',
  on: {
    'token.change': { actions: { type: 'assignExpiry', params: ({ event }) => ({ token: event.token }) } },
  },
  states: {
    waiting: {
      description: 'The token is not yet within 5 minutes + 5 seconds of expiring.',
      on: {
        'keepAlive.check': { guard: 'expiresSoon', target: 'renewing' },
      },
    },
    renewing: {
      description: 'The keep-alive call is on its way; a failure is ignored and the next check tries again.',
      invoke: {
        id: 'renewSession',
        src: 'renewSession',
        onDone: {
          target: 'waiting',
          actions: [
            { type: 'assignExpiry', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'storeRenewal', params: ({ event }) => event.output },
          ],
        },
        onError: 'waiting',
      },
    },
  },
});
