// "Merge with…" on the person page (docs/decisions/0047): the recruiter looks for the other record, confirms,
// and the merge is saved; "Undo merge" is then offered, and for every merge into this person the page lists.
// A merge or undo the server refuses (404, 409) says why and goes back a step: another person to choose, or
// the merge left standing; one not saved for another cause (the network) stays to be tried again.
import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf, errorStatusOf } from './call-error';

/** Someone the picker offers. */
export interface MergeCandidate {
  id: number;
  fullName: string;
}

export interface MergeRequest {
  keptPersonId: number;
  mergedPersonId: number;
}

export type PersonMergeEvent =
  | { type: 'merge.start' }
  | { type: 'merge.choose'; person: MergeCandidate }
  | { type: 'merge.back' }
  | { type: 'merge.cancel' }
  | { type: 'merge.confirm' }
  | { type: 'undo.request'; mergeId: number };

export interface PersonMergeContext {
  /** The person whose page this is: the record that is kept. */
  personId: number;
  chosen: MergeCandidate | null;
  /** The merge an undo is for: the one just made, or one the page lists. */
  mergeId: number | null;
  /** Why the last merge or undo did not go through; null until one fails. */
  problem: string | null;
}

/** The server's answers that trying again cannot change: someone is gone (404) or it can no longer be (409). */
const REFUSALS = new Set([404, 409]);

export const personMergeMachine = setup({
  types: {
    context: {} as PersonMergeContext,
    events: {} as PersonMergeEvent,
    input: {} as { personId: number },
    tags: {} as 'busy',
  },
  actors: {
    // The app provides the real calls; until then they fail, so nothing pretends to succeed.
    mergePeople: fromPromise<{ mergeId: number }, MergeRequest>(async () => {
      throw new Error('mergePeople is provided by the app');
    }),
    undoMerge: fromPromise<void, { mergeId: number }>(async () => {
      throw new Error('undoMerge is provided by the app');
    }),
  },
  guards: {
    refused: ({ event }) => REFUSALS.has(errorStatusOf(event) ?? 0),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    keepProblem: assign({ problem: ({ event }) => errorMessageOf(event) }),
    choose: assign({
      chosen: ({ event }) => (event.type === 'merge.choose' ? event.person : null),
      problem: null,
    }),
    forgetChoice: assign({ chosen: null }),
    keepMerge: assign({
      mergeId: ({ event }) => (event as { output?: { mergeId: number } }).output?.mergeId ?? null,
    }),
    aimUndo: assign({
      mergeId: ({ event }) => (event.type === 'undo.request' ? event.mergeId : null),
      problem: null,
    }),
  },
}).createMachine({
  id: 'personMerge',
  description: '“Merge with…” and “Undo merge” on a person page.',
  context: ({ input }) => ({ personId: input.personId, chosen: null, mergeId: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      description: '“Merge with…” is offered, and “Undo merge” beside each merge the page lists.',
      on: {
        'merge.start': { target: 'choosing', actions: 'clearProblem' },
        'undo.request': { target: 'undoing', actions: 'aimUndo' },
      },
    },
    choosing: {
      description: 'The picker is open: a search by name, e-mail or mobile, and the people it found.',
      on: {
        'merge.choose': { target: 'confirming', actions: 'choose' },
        'merge.cancel': { target: 'idle', actions: ['forgetChoice', 'clearProblem'] },
      },
    },
    confirming: {
      description: 'A dialog asks to confirm: the chosen person’s applications move to this record.',
      on: {
        'merge.confirm': { target: 'merging', actions: 'clearProblem' },
        'merge.back': { target: 'choosing', actions: ['forgetChoice', 'clearProblem'] },
        'merge.cancel': { target: 'idle', actions: ['forgetChoice', 'clearProblem'] },
      },
    },
    merging: {
      description: 'The merge is being saved: the dialog’s button is busy and ignores clicks.',
      tags: ['busy'],
      invoke: {
        id: 'merge',
        src: 'mergePeople',
        input: ({ context }) => ({ keptPersonId: context.personId, mergedPersonId: context.chosen?.id ?? 0 }),
        onDone: { target: 'merged', actions: 'keepMerge' },
        onError: [
          { guard: 'refused', target: 'choosing', actions: ['keepProblem', 'forgetChoice'] },
          { target: 'confirming', actions: 'keepProblem' },
        ],
      },
    },
    merged: {
      description:
        'A merge stands: the page says so politely and offers “Undo merge” (again, after an undo that failed).',
      on: {
        'undo.request': { target: 'undoing', actions: 'aimUndo' },
        'merge.start': { target: 'choosing', actions: ['forgetChoice', 'clearProblem'] },
      },
    },
    undoing: {
      description: 'The undo is being saved: its button is busy; the applications then go back.',
      tags: ['busy'],
      invoke: {
        id: 'undo',
        src: 'undoMerge',
        input: ({ context }) => ({ mergeId: context.mergeId ?? 0 }),
        onDone: { target: 'undone', actions: 'forgetChoice' },
        onError: [
          { guard: 'refused', target: 'idle', actions: ['keepProblem', 'forgetChoice'] },
          { target: 'merged', actions: 'keepProblem' },
        ],
      },
    },
    undone: {
      description: 'Undone: the merged person has their applications back; another merge can start.',
      on: {
        'merge.start': { target: 'choosing', actions: 'clearProblem' },
        'undo.request': { target: 'undoing', actions: 'aimUndo' },
      },
    },
  },
});
