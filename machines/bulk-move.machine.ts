// Bulk moves on the recruiter board: applicants of one status tab are selected with their
// checkboxes (shift for a range from the last one clicked, or all in the tab), one status allowed for all of
// them is chosen, and they move together, with one “Move applicants?” confirmation first when the status
// needs it (the single move's rule). The server moves each on its own and says who did not move and why;
// the moved leave the tab, the selection empties and the outcome stays on show until the next selection.
// A bulk rejection takes its reason in the dialog, as a single one does (machines/rejection-reason.ts), and a
// status with an e-mail offers "E-mail the candidates", ticked by default, in the bar and in the dialog.
// The board hears who moved from the call itself (the tab may be gone by the time the answer comes).
// Tags: 'confirmDialog' (the dialog is open, also while the confirmed move is saved), 'busy' (saving).
import { assign, fromPromise, setup } from 'xstate';
import { needsConfirmation } from './applicant-pipeline';
import { type ReasonChoice, type ReasonContext, reasonGiven, reasonOf } from './rejection-reason';
import { sendsMail } from './stage-mail-offer';

export interface BulkMoveRequest {
  applicationIds: number[];
  toStatusCode: string;
  note?: string;
  reasonId?: number;
  /** Whether each candidate gets the target's e-mail: sent only for a target that has one. */
  emailCandidate?: boolean;
}

/** What the server answered: who moved, and who did not with the reason, in the single move's words. */
export interface BulkMoveOutcome {
  toStatusCode: string;
  moved: number[];
  refused: { applicationId: number; reason: string }[];
}

export interface BulkMoveContext extends ReasonContext {
  /** The tab's applicants, in the order the board shows them. */
  ids: number[];
  /** The statuses everyone in the tab may move to. */
  targets: string[];
  /** The selected applicants, in the order of `ids`. */
  selected: number[];
  /** The applicant last clicked: where a shift-click range starts. */
  anchor: number | null;
  /** The status chosen in “Move selected to”. */
  target: string | null;
  /** The last bulk move's answer, shown until the selection changes. */
  outcome: BulkMoveOutcome | null;
  /** The last bulk move did not reach the server. */
  failed: boolean;
  /** The statuses whose moves can e-mail the candidate (an active template). */
  mailStatuses: readonly string[];
  /** "E-mail the candidates", ticked by default for each new status. */
  emailCandidate: boolean;
}

/** The chosen status sends the candidates an e-mail, so the bar offers "E-mail the candidates". */
export const offersBulkMail = (context: Pick<BulkMoveContext, 'target' | 'mailStatuses'>) =>
  sendsMail(context.target, context.mailStatuses);

export type BulkMoveEvent =
  | { type: 'applicant.toggle'; id: number }
  | { type: 'applicant.extend'; id: number }
  | { type: 'selection.all' }
  | { type: 'selection.clear' }
  | { type: 'target.choose'; statusCode: string }
  | { type: 'bulk.move' }
  | { type: 'mail.toggle' }
  | { type: 'reason.choose'; reasonId: number }
  | { type: 'reason.explain'; note: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.dismiss' }
  | { type: 'applicants.change'; ids: number[] };

/** `selected` in the order of `ids`, without any that are not there. */
const inOrder = (ids: readonly number[], selected: ReadonlySet<number>) =>
  ids.filter((id) => selected.has(id));

/** A new selection forgets the last outcome. */
const select = (context: BulkMoveContext, selected: number[], anchor: number | null) => ({
  selected: inOrder(context.ids, new Set(selected)),
  anchor,
  outcome: null,
  failed: false,
});

export const bulkMoveMachine = setup({
  types: {
    context: {} as BulkMoveContext,
    events: {} as BulkMoveEvent,
    input: {} as {
      ids: number[];
      targets: string[];
      reasons?: readonly ReasonChoice[];
      mailStatuses?: readonly string[];
    },
    tags: {} as 'confirmDialog' | 'busy',
  },
  actors: {
    // The app provides the real call; until then a move fails, so nothing pretends to succeed.
    moveApplicants: fromPromise<BulkMoveOutcome, BulkMoveRequest>(async () => {
      throw new Error('moveApplicants is provided by the app');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    hasTarget: ({ context }) => context.target !== null,
    hasAnchor: ({ context }) => context.anchor !== null,
    needsConfirmation: ({ context }) => context.target !== null && needsConfirmation(context.target),
    reasonGiven: ({ context }) => reasonGiven(context.target, context),
    offersMail: ({ context }) => offersBulkMail(context),
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'applicant.toggle' && event.type !== 'applicant.extend') return {};
      const selected = new Set(context.selected);
      if (!selected.delete(event.id)) selected.add(event.id);
      return select(context, [...selected], event.id);
    }),
    /** Shift-click: everyone from the anchor to this one takes this one's new state, as in a mail list. */
    selectRange: assign(({ context, event }) => {
      if (event.type !== 'applicant.extend' || context.anchor === null) return {};
      const [from, to] = [context.ids.indexOf(context.anchor), context.ids.indexOf(event.id)].sort(
        (a, b) => a - b,
      );
      const range = context.ids.slice(from, (to ?? 0) + 1);
      const selecting = !context.selected.includes(event.id);
      const selected = new Set(context.selected);
      for (const id of range) selecting ? selected.add(id) : selected.delete(id);
      return select(context, [...selected], event.id);
    }),
    selectAll: assign(({ context }) => select(context, context.ids, context.anchor)),
    clearSelection: assign(({ context }) => select(context, [], null)),
    chooseTarget: assign({
      target: ({ event }) => (event.type === 'target.choose' ? event.statusCode : null),
      reasonId: null,
      note: '',
      outcome: null,
      failed: false,
      emailCandidate: true,
    }),
    toggleMail: assign({ emailCandidate: ({ context }) => !context.emailCandidate }),
    /** The tab's list changed (a search, a single move): whoever left it leaves the selection. */
    changeApplicants: assign(({ context, event }) => {
      if (event.type !== 'applicants.change') return {};
      const ids = [...event.ids];
      return {
        ids,
        selected: inOrder(ids, new Set(context.selected)),
        anchor: context.anchor !== null && ids.includes(context.anchor) ? context.anchor : null,
      };
    }),
    forgetTarget: assign({ target: null }),
    setReason: assign({ reasonId: ({ event }) => (event.type === 'reason.choose' ? event.reasonId : null) }),
    setNote: assign({ note: ({ event }) => (event.type === 'reason.explain' ? event.note : '') }),
    clearReason: assign({ reasonId: null, note: '' }),
    applyOutcome: assign(({ context }, outcome: BulkMoveOutcome) => {
      const moved = new Set(outcome.moved);
      return {
        ids: context.ids.filter((id) => !moved.has(id)),
        selected: [],
        anchor: null,
        target: null,
        reasonId: null,
        note: '',
        outcome,
        emailCandidate: true,
      };
    }),
    markFailed: assign({ failed: true }),
    clearFailure: assign({ failed: false }),
  },
}).createMachine({
  id: 'bulkMove',
  description: 'The checkboxes of one status tab and its “Move selected to” bar.',
  context: ({ input }) => ({
    ids: input.ids,
    targets: input.targets,
    selected: [],
    anchor: null,
    target: null,
    outcome: null,
    failed: false,
    reasons: input.reasons ?? [],
    reasonId: null,
    note: '',
    mailStatuses: input.mailStatuses ?? [],
    emailCandidate: true,
  }),
  initial: 'checking',
  on: {
    'applicants.change': { target: '.checking', actions: 'changeApplicants' },
  },
  states: {
    checking: {
      description: 'Decides at once whether anyone is selected.',
      always: [
        { guard: 'hasSelection', target: 'selecting' },
        { target: 'idle', actions: 'forgetTarget' },
      ],
    },
    idle: {
      description: 'Nobody is selected: only the checkboxes and “Select all in this tab”.',
      on: {
        'applicant.toggle': { target: 'checking', actions: 'toggle' },
        // Nobody was clicked before: a shift-click selects the one clicked.
        'applicant.extend': { target: 'checking', actions: 'toggle' },
        'selection.all': { target: 'checking', actions: 'selectAll' },
      },
    },
    selecting: {
      description: 'Some are selected: “Move selected to” offers the statuses allowed for all of them.',
      initial: 'deciding',
      on: {
        'applicant.toggle': { target: 'checking', actions: 'toggle' },
        'applicant.extend': [
          { guard: 'hasAnchor', target: 'checking', actions: 'selectRange' },
          { target: 'checking', actions: 'toggle' },
        ],
        'selection.all': { target: 'checking', actions: 'selectAll' },
        'selection.clear': { target: 'checking', actions: 'clearSelection' },
        'target.choose': { target: '.targeted', actions: 'chooseTarget' },
      },
      states: {
        deciding: {
          description: 'Whether a status is chosen yet.',
          always: [{ guard: 'hasTarget', target: 'targeted' }, { target: 'untargeted' }],
        },
        untargeted: { description: 'No status is chosen: the move button is disabled.' },
        targeted: {
          description: 'A status is chosen: the move button names how many move.',
          on: {
            'mail.toggle': { guard: 'offersMail', actions: 'toggleMail' },
            'bulk.move': [
              { guard: 'needsConfirmation', target: '#bulkMove.confirming' },
              { target: '#bulkMove.moving' },
            ],
          },
        },
      },
    },
    confirming: {
      description:
        'The “Move applicants?” dialog names how many and where, before a move that may lock them.',
      tags: ['confirmDialog'],
      on: {
        // A rejection goes with a reason (and a note when the reason asks for one).
        'confirm.accept': { guard: 'reasonGiven', target: 'moving' },
        'reason.choose': { actions: 'setReason' },
        'reason.explain': { actions: 'setNote' },
        'mail.toggle': { guard: 'offersMail', actions: 'toggleMail' },
        'confirm.cancel': { target: 'selecting', actions: 'clearReason' },
        // Escape closes the dialog like Cancel.
        'confirm.dismiss': { target: 'selecting', actions: 'clearReason' },
      },
    },
    moving: {
      description: 'The move is being saved: the checkboxes and the bar wait; the list may still change.',
      tags: ['busy'],
      entry: 'clearFailure',
      // The saved move's answer names who moved: the list may change meanwhile without ending the wait.
      on: { 'applicants.change': { actions: 'changeApplicants' } },
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Whether this move was confirmed in the dialog.',
          always: [{ guard: 'needsConfirmation', target: 'confirmed' }, { target: 'direct' }],
        },
        confirmed: { description: 'The dialog stays open, its button loading.', tags: ['confirmDialog'] },
        direct: { description: 'A move that needed no confirmation: no dialog.' },
      },
      invoke: {
        id: 'move',
        src: 'moveApplicants',
        input: ({ context }) => ({
          applicationIds: context.selected,
          toStatusCode: context.target ?? '',
          ...(context.note.trim() ? { note: context.note.trim() } : {}),
          ...reasonOf(context.target, context.reasonId),
          ...(offersBulkMail(context) ? { emailCandidate: context.emailCandidate } : {}),
        }),
        onDone: {
          target: 'checking',
          actions: { type: 'applyOutcome', params: ({ event }) => event.output },
        },
        // Through checking: the list may have changed while the move was out, leaving nobody selected.
        // The dialog starts afresh on the retry: its reason goes with it.
        onError: { target: 'checking', actions: ['markFailed', 'clearReason'] },
      },
    },
  },
});
