// The candidate's withdrawal on their status page (docs/decisions/0022), offered while the application is
// open: "Withdraw my application" asks once in a dialog; the withdrawal is saved, or the dialog stays open
// saying why it was not, or, when the firm closed the application meanwhile, the page says it can no longer
// be.
import { assign, fromPromise, setup } from 'xstate';
import type { MyApplication } from '../contracts/my-application';
import { errorMessageOf, errorStatusOf } from './call-error';

export type WithdrawApplicationEvent =
  | { type: 'withdraw.request' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' };

export interface WithdrawApplicationContext {
  /** The application as the server answered the withdrawal; null until then. */
  withdrawn: MyApplication | null;
  /** Why the last try did not withdraw, shown until the next one or until the dialog is closed. */
  problem: string | null;
}

/** The server's answer when the application is no longer open (409): trying again cannot help. */
const CLOSED_MEANWHILE = 409;

export const withdrawApplicationMachine = setup({
  types: {
    context: {} as WithdrawApplicationContext,
    events: {} as WithdrawApplicationEvent,
    tags: {} as 'dialog' | 'busy',
  },
  actors: {
    // The page provides the real call; until then a withdrawal fails, so nothing pretends to succeed.
    withdrawApplication: fromPromise<MyApplication>(async () => {
      throw new Error('withdrawApplication is provided by the page');
    }),
  },
  guards: {
    closedMeanwhile: ({ event }) => errorStatusOf(event) === CLOSED_MEANWHILE,
  },
  actions: {
    clearProblem: assign({ problem: null }),
    keepProblem: assign({
      problem: ({ event }) => errorMessageOf(event),
    }),
  },
}).createMachine({
  id: 'withdrawApplication',
  description: 'The candidate withdraws an open application from their status page, after confirming.',
  context: { withdrawn: null, problem: null },
  initial: 'open',
  states: {
    open: {
      description: '“Withdraw my application” is offered.',
      on: { 'withdraw.request': { target: 'confirming', actions: 'clearProblem' } },
    },
    confirming: {
      description: 'The dialog asks “Withdraw your application?”, with the last problem if a try failed.',
      tags: ['dialog'],
      on: {
        'withdraw.confirm': 'withdrawing',
        'withdraw.cancel': { target: 'open', actions: 'clearProblem' },
      },
    },
    withdrawing: {
      description:
        'The withdrawal is being saved: the dialog’s button shows it and the dialog cannot be closed.',
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'withdraw',
        src: 'withdrawApplication',
        onDone: {
          target: 'withdrawn',
          actions: assign({ withdrawn: ({ event }) => event.output, problem: null }),
        },
        onError: [
          { guard: 'closedMeanwhile', target: 'closed', actions: 'keepProblem' },
          { target: 'confirming', actions: 'keepProblem' },
        ],
      },
    },
    withdrawn: {
      description: 'Withdrawn: the page says so and the stage reads “Withdrawn”.',
      type: 'final',
    },
    closed: {
      description: 'The firm closed the application meanwhile: the page says it can no longer be withdrawn.',
      type: 'final',
    },
  },
});
