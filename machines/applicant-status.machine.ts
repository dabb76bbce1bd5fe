// One applicant card on the recruiter board (SPEC §4): choose a status from the offered ones, update it —
// with a confirmation first for REJECTED and NO_SHOW — and keep the card busy while the move runs.
// The card reads one tag per question: 'updatable' (the button works), 'busy' (a move is being saved),
// 'confirmDialog' (the “Move applicant?” dialog is open, also while the confirmed move is saved).
import { assign, fromPromise, setup } from 'xstate';
import { isLocked, needsConfirmation } from './applicant-pipeline';

export interface MoveRequest {
  applicationId: number;
  toStatusCode: string;
  note?: string;
}

export interface ApplicantStatusContext {
  applicationId: number;
  /** The status the applicant is in. */
  current: string;
  /** The status chosen in "Move to", when it differs from the current one. */
  pending: string | null;
  /** Optional note sent with the move. */
  note: string;
}

export type ApplicantStatusEvent =
  | { type: 'status.choose'; statusCode: string }
  | { type: 'note.change'; note: string }
  | { type: 'status.update' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.dismiss' };

export const applicantStatusMachine = setup({
  types: {
    context: {} as ApplicantStatusContext,
    events: {} as ApplicantStatusEvent,
    input: {} as { applicationId: number; current: string },
    tags: {} as 'updatable' | 'busy' | 'confirmDialog',
  },
  actors: {
    // The app provides the real call; until then a move fails, so nothing pretends to succeed.
    moveApplicant: fromPromise<{ statusCode: string }, MoveRequest>(async () => {
      throw new Error('moveApplicant is provided by the app');
    }),
  },
  guards: {
    choosesOtherStatus: ({ context, event }) =>
      event.type === 'status.choose' && event.statusCode !== context.current,
    needsConfirmation: ({ context }) => context.pending !== null && needsConfirmation(context.pending),
    isLocked: ({ context }) => isLocked(context.current),
  },
  actions: {
    choosePending: assign({
      pending: ({ event }) => (event.type === 'status.choose' ? event.statusCode : null),
    }),
    clearPending: assign({ pending: null, note: '' }),
    setNote: assign({ note: ({ event }) => (event.type === 'note.change' ? event.note : '') }),
    applyMove: assign((_, moved: { statusCode: string }) => ({
      current: moved.statusCode,
      pending: null,
      note: '',
    })),
    /** Tells the board the applicant's status changed, so lists and counts move it locally. */
    announceMove: () => {},
  },
}).createMachine({
  id: 'applicantStatus',
  description: 'The “Move to” dropdown and “Update status” button of one applicant card.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    current: input.current,
    pending: null,
    note: '',
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Decides at once whether the applicant’s status still allows moves.',
      always: [{ guard: 'isLocked', target: 'locked' }, { target: 'unchanged' }],
    },
    unchanged: {
      description: 'No different status is chosen: “Update status” is disabled.',
      on: {
        'status.choose': { guard: 'choosesOtherStatus', target: 'chosen', actions: 'choosePending' },
        'note.change': { actions: 'setNote' },
      },
    },
    chosen: {
      description: 'A different status is chosen: “Update status” is enabled.',
      tags: ['updatable'],
      on: {
        'status.choose': [
          { guard: 'choosesOtherStatus', target: 'chosen', actions: 'choosePending' },
          { target: 'unchanged', actions: 'clearPending' },
        ],
        'note.change': { actions: 'setNote' },
        'status.update': [{ guard: 'needsConfirmation', target: 'confirming' }, { target: 'updating' }],
      },
    },
    confirming: {
      description: 'The “Move applicant?” dialog asks before a move that may lock further transitions.',
      tags: ['updatable', 'confirmDialog'],
      on: {
        'confirm.accept': 'updating',
        'confirm.cancel': 'chosen',
        // Escape closes the dialog like Cancel.
        'confirm.dismiss': 'chosen',
      },
    },
    updating: {
      description:
        'The move is being saved: the button reads “Updating...” and ignores clicks; a second confirm is ignored.',
      tags: ['busy'],
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Whether this move was confirmed in the dialog.',
          always: [{ guard: 'needsConfirmation', target: 'confirmed' }, { target: 'direct' }],
        },
        confirmed: {
          description: 'The dialog stays open, its button loading, until the move is saved.',
          tags: ['confirmDialog'],
        },
        direct: { description: 'A move that needed no confirmation: no dialog.' },
      },
      invoke: {
        id: 'move',
        src: 'moveApplicant',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          toStatusCode: context.pending ?? context.current,
          ...(context.note.trim() ? { note: context.note.trim() } : {}),
        }),
        onDone: {
          target: 'checking',
          actions: [{ type: 'applyMove', params: ({ event }) => event.output }, 'announceMove'],
        },
        // A failed move shows no message: only the busy state ends, the choice stays.
        onError: { target: 'chosen' },
      },
    },
    locked: {
      description: 'REJECTED or NO_SHOW: a fixed label, no controls.',
      type: 'final',
    },
  },
});
