// One applicant card on the recruiter board (docs/requirements.md#applicant-moves): choose a status from the
// offered ones, update it — with a confirmation first for REJECTED and NO_SHOW — and keep the card busy while
// the move runs. Beyond the requirements (docs/requirements.md#beyond-brief; decision 0020): a rejection asks
// for a reason in its dialog (and a note for "Other"), and "Record withdrawal" moves an applicant who can
// still withdraw to WITHDRAWN after the same dialog; a target with an e-mail template offers "E-mail the
// candidate", checked by default.
// The card reads one tag per question: 'updatable' (the button works), 'busy' (a move is being saved),
// 'confirmDialog' (the “Move applicant?” dialog is open, also while the confirmed move is saved).
import { assign, fromPromise, setup } from 'xstate';
import { canWithdraw, isLocked, needsConfirmation, WITHDRAWN_STATUS } from './applicant-pipeline';
import { type ReasonChoice, type ReasonContext, reasonGiven, reasonOf } from './rejection-reason';
import { sendsMail } from './stage-mail-offer';

export interface MoveRequest {
  applicationId: number;
  toStatusCode: string;
  note?: string;
  reasonId?: number;
  /** Whether the candidate gets the target's e-mail: sent only for a target that has one. */
  emailCandidate?: boolean;
}

export interface ApplicantStatusContext extends ReasonContext {
  applicationId: number;
  /** The status the applicant is in. */
  current: string;
  /** The status chosen in "Move to", when it differs from the current one. */
  pending: string | null;
  /** Optional note sent with the move (needed with some rejection reasons). */
  note: string;
  /** The statuses whose moves can e-mail the candidate (an active template). */
  mailStatuses: readonly string[];
  /** "E-mail the candidate", checked by default for each new choice. */
  emailCandidate: boolean;
}

export type ApplicantStatusEvent =
  | { type: 'status.choose'; statusCode: string }
  | { type: 'note.change'; note: string }
  | { type: 'status.update' }
  | { type: 'withdraw.record' }
  | { type: 'mail.toggle' }
  | { type: 'reason.choose'; reasonId: number }
  | { type: 'reason.explain'; note: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.dismiss' };

/** Leaving the dialog without moving: a withdrawal was never chosen in "Move to", so the card is as it was. */
const backFromDialog = [
  { guard: 'isWithdrawal', target: 'unchanged', actions: 'clearPending' },
  { target: 'chosen', actions: 'clearReason' },
] as const;

/** The chosen target sends the candidate an e-mail, so the card offers "E-mail the candidate". */
export const offersMail = (context: Pick<ApplicantStatusContext, 'pending' | 'mailStatuses'>) =>
  sendsMail(context.pending, context.mailStatuses);

export const applicantStatusMachine = setup({
  types: {
    context: {} as ApplicantStatusContext,
    events: {} as ApplicantStatusEvent,
    input: {} as {
      applicationId: number;
      current: string;
      reasons?: readonly ReasonChoice[];
      mailStatuses?: readonly string[];
    },
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
    canWithdraw: ({ context }) => canWithdraw(context.current),
    isWithdrawal: ({ context }) => context.pending === WITHDRAWN_STATUS,
    reasonGiven: ({ context }) => reasonGiven(context.pending, context),
    offersMail: ({ context }) => offersMail(context),
  },
  actions: {
    choosePending: assign({
      pending: ({ event }) => (event.type === 'status.choose' ? event.statusCode : null),
      emailCandidate: true,
    }),
    clearPending: assign({ pending: null, note: '', reasonId: null, emailCandidate: true }),
    chooseWithdrawal: assign({ pending: WITHDRAWN_STATUS, reasonId: null }),
    toggleMail: assign({ emailCandidate: ({ context }) => !context.emailCandidate }),
    setReason: assign({ reasonId: ({ event }) => (event.type === 'reason.choose' ? event.reasonId : null) }),
    clearReason: assign({ reasonId: null }),
    setNote: assign({
      note: ({ event }) =>
        event.type === 'note.change' || event.type === 'reason.explain' ? event.note : '',
    }),
    applyMove: assign((_, moved: { statusCode: string }) => ({
      current: moved.statusCode,
      pending: null,
      note: '',
      reasonId: null,
      emailCandidate: true,
    })),
  },
}).createMachine({
  id: 'applicantStatus',
  description: 'The “Move to” dropdown and “Update status” button of one applicant card.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    current: input.current,
    pending: null,
    note: '',
    reasons: input.reasons ?? [],
    reasonId: null,
    mailStatuses: input.mailStatuses ?? [],
    emailCandidate: true,
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
        'withdraw.record': { guard: 'canWithdraw', target: 'confirming', actions: 'chooseWithdrawal' },
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
        'mail.toggle': { guard: 'offersMail', actions: 'toggleMail' },
        'status.update': [{ guard: 'needsConfirmation', target: 'confirming' }, { target: 'updating' }],
        'withdraw.record': { guard: 'canWithdraw', target: 'confirming', actions: 'chooseWithdrawal' },
      },
    },
    confirming: {
      description: 'The “Move applicant?” dialog asks before a move that may lock further transitions.',
      tags: ['updatable', 'confirmDialog'],
      on: {
        // A rejection goes with a reason (and a note when the reason asks for one).
        'confirm.accept': { guard: 'reasonGiven', target: 'updating' },
        'reason.choose': { actions: 'setReason' },
        'mail.toggle': { guard: 'offersMail', actions: 'toggleMail' },
        // The dialog's "Say more" for a reason that asks for it: the move's note.
        'reason.explain': { actions: 'setNote' },
        'confirm.cancel': backFromDialog,
        // Escape closes the dialog like Cancel.
        'confirm.dismiss': backFromDialog,
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
          ...reasonOf(context.pending, context.reasonId),
          ...(offersMail(context) ? { emailCandidate: context.emailCandidate } : {}),
        }),
        onDone: {
          target: 'checking',
          actions: { type: 'applyMove', params: ({ event }) => event.output },
        },
        // A failed move shows no message: only the busy state ends, the choice stays (a withdrawal, never
        // a choice, is dropped).
        onError: [
          { guard: 'isWithdrawal', target: 'unchanged', actions: 'clearPending' },
          { target: 'chosen' },
        ],
      },
    },
    locked: {
      description: 'REJECTED, NO_SHOW or WITHDRAWN: a fixed label, no controls.',
      type: 'final',
    },
  },
});
