// "Undo move" on an applicant card (docs/decisions/0023): the recruiter who made the applicant's latest move
// may take it back while the candidate's e-mail waits (the server's window, STAGE_MAIL_DELAY_MINUTES). The
// offer goes when the window closes; an undo being saved keeps the button busy; saved, the applicant is back
// where they were (and the e-mail that move queued is stopped). Refused by the server (moved since, too
// late), the offer goes with the reason; not saved for another cause (the network), it stays to be tried
// again.
import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf, errorStatusOf } from './call-error';

export interface UndoRequest {
  applicationId: number;
  historyId: number;
}

export type MoveUndoEvent = { type: 'undo.request' };

export interface MoveUndoContext extends UndoRequest {
  /** How long the offer stands, from when the card shows it: what was left of the server's window then.
   * A failed try starts it again; the server, which knows the window, refuses an undo made too late. */
  windowMs: number;
  /** Why the last try did not undo the move; null until one fails. */
  problem: string | null;
}

/** The server's answers that trying again cannot change: the move is gone (404) or can no longer be (409). */
const REFUSALS = new Set([404, 409]);

export const moveUndoMachine = setup({
  types: {
    context: {} as MoveUndoContext,
    events: {} as MoveUndoEvent,
    input: {} as UndoRequest & { windowMs: number },
    tags: {} as 'offered' | 'busy',
  },
  actors: {
    // The app provides the real call; until then an undo fails, so nothing pretends to succeed.
    undoMove: fromPromise<void, UndoRequest>(async () => {
      throw new Error('undoMove is provided by the app');
    }),
  },
  delays: {
    window: ({ context }) => context.windowMs,
  },
  guards: {
    refused: ({ event }) => REFUSALS.has(errorStatusOf(event) ?? 0),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    keepProblem: assign({
      problem: ({ event }) => errorMessageOf(event),
    }),
  },
}).createMachine({
  id: 'moveUndo',
  description: '“Undo move” on the card of an applicant whose latest move the recruiter made.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    historyId: input.historyId,
    windowMs: Math.max(0, input.windowMs),
    problem: null,
  }),
  initial: 'offered',
  states: {
    offered: {
      description: '“Undo move” is offered until the window closes, with the last problem if a try failed.',
      tags: ['offered'],
      after: { window: 'expired' },
      on: { 'undo.request': { target: 'undoing', actions: 'clearProblem' } },
    },
    undoing: {
      description:
        'The undo is being saved: the button shows it and ignores clicks; the last problem is gone.',
      tags: ['offered', 'busy'],
      invoke: {
        id: 'undo',
        src: 'undoMove',
        input: ({ context }) => ({ applicationId: context.applicationId, historyId: context.historyId }),
        onDone: 'undone',
        onError: [
          { guard: 'refused', target: 'expired', actions: 'keepProblem' },
          { target: 'offered', actions: 'keepProblem' },
        ],
      },
    },
    undone: {
      description: 'Undone: the applicant is back in the status they were moved from.',
      type: 'final',
    },
    expired: {
      description: 'No more undo: the window closed, or the server refused it (the card says why).',
      type: 'final',
    },
  },
});
