// One applicant card on the recruiter board (docs/requirements.md#applicant-moves): choose a status from the
// offered ones, update it — with a confirmation first for REJECTED and NO_SHOW — and keep the card busy while
// the move runs. Beyond the requirements (docs/requirements.md#beyond-brief; decision 0020): a rejection asks
// for a reason in its dialog (and a note for "Other"), and "Record withdrawal" moves an applicant who can
// still withdraw to WITHDRAWN after the same dialog; a target with an e-mail template offers "E-mail the
// candidate", checked by default.
// The offer gate (docs/decisions/0058): a move to "Offer Released" needs a submitted scorecard that says yes;
// without one the card explains why in the offer dialog instead of moving, and an admin may release the offer
// anyway with a reason, which the server records. The server applies the same rule.
// The card reads one tag per question: 'updatable' (the button works), 'busy' (a move is being saved),
// 'confirmDialog' (the “Move applicant?” dialog is open, also while the confirmed move is saved), 'offerGate'
// (the offer dialog is open, also while an override is saved).
import { assign, fromPromise, setup } from 'xstate';
import {
  canWithdraw,
  isLocked,
  needsConfirmation,
  offerAllowed,
  WITHDRAWN_STATUS,
} from './applicant-pipeline';
import { type ReasonChoice, type ReasonContext, reasonGiven, reasonOf } from './rejection-reason';
import { sendsMail } from './stage-mail-offer';

export interface MoveRequest {
  applicationId: number;
  toStatusCode: string;
  note?: string;
  reasonId?: number;
  /** Whether the candidate gets the target's e-mail: sent only for a target that has one. */
  emailCandidate?: boolean;
  /** An admin's reason for releasing an offer without a yes scorecard. */
  offerOverrideReason?: string;
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
  /** A submitted scorecard recommends yes: "Offer Released" is open. */
  hasYesScorecard: boolean;
  /** The viewer is an admin, who may release an offer without one, with a reason. */
  canOverrideOffer: boolean;
  /** The reason typed in the offer dialog. */
  overrideReason: string;
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
  | { type: 'confirm.dismiss' }
  | { type: 'override.explain'; reason: string }
  | { type: 'override.accept' };

/** Leaving the dialog without moving: a withdrawal was never chosen in "Move to", so the card is as it was. */
const backFromDialog = [
  { guard: 'isWithdrawal', target: 'unchanged', actions: 'clearPending' },
  { target: 'chosen', actions: 'clearReason' },
] as const;

/** The move releases an offer without a yes scorecard: it goes with the admin's reason. */
export const overridesOffer = (
  context: Pick<
    ApplicantStatusContext,
    'pending' | 'hasYesScorecard' | 'canOverrideOffer' | 'overrideReason'
  >,
) =>
  !offerAllowed(context.pending, context.hasYesScorecard) &&
  context.canOverrideOffer &&
  context.overrideReason.trim() !== '';

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
      /** Whether a submitted scorecard says yes; open when not given (see the context). */
      hasYesScorecard?: boolean;
      canOverrideOffer?: boolean;
    },
    tags: {} as 'updatable' | 'busy' | 'confirmDialog' | 'offerGate',
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
    offerAllowed: ({ context }) => offerAllowed(context.pending, context.hasYesScorecard),
    // The admin's reason is given ("Release offer anyway" stays disabled until then).
    overrideGiven: ({ context }) => overridesOffer(context),
  },
  actions: {
    choosePending: assign({
      pending: ({ event }) => (event.type === 'status.choose' ? event.statusCode : null),
      emailCandidate: true,
      overrideReason: '',
    }),
    clearPending: assign({
      pending: null,
      note: '',
      reasonId: null,
      emailCandidate: true,
      overrideReason: '',
    }),
    setOverrideReason: assign({
      overrideReason: ({ event }) => (event.type === 'override.explain' ? event.reason : ''),
    }),
    clearOverrideReason: assign({ overrideReason: '' }),
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
      overrideReason: '',
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
    // Unknown counts as open: the server's gate is the authority, and a replay of stored history (npm run
    // machines:conform) checks the pipeline's moves alone; the scorecards have a check of their own
    // (scripts/machines/lib/conform-scorecards.ts). The board always says.
    hasYesScorecard: input.hasYesScorecard ?? true,
    canOverrideOffer: input.canOverrideOffer ?? false,
    overrideReason: '',
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
        'status.update': [
          { guard: 'needsConfirmation', target: 'confirming' },
          { guard: 'offerAllowed', target: 'updating' },
          { target: 'offerGate' },
        ],
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
    offerGate: {
      description:
        'The offer dialog says “Offer Released” needs a yes scorecard; an admin may give a reason and release it anyway.',
      tags: ['updatable', 'offerGate'],
      on: {
        'override.explain': { actions: 'setOverrideReason' },
        'override.accept': { guard: 'overrideGiven', target: 'updating' },
        'mail.toggle': { guard: 'offersMail', actions: 'toggleMail' },
        'confirm.cancel': { target: 'chosen', actions: 'clearOverrideReason' },
        'confirm.dismiss': { target: 'chosen', actions: 'clearOverrideReason' },
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
          always: [
            { guard: 'needsConfirmation', target: 'confirmed' },
            { guard: 'overrideGiven', target: 'overriding' },
            { target: 'direct' },
          ],
        },
        overriding: {
          description: 'The offer dialog stays open, its button loading, until the override is saved.',
          tags: ['offerGate'],
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
          ...(overridesOffer(context) ? { offerOverrideReason: context.overrideReason.trim() } : {}),
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
