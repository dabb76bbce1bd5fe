// A client shortlist's life on the staff page (docs/decisions/0059): draft → shared → answered → closed, or
// expired (read from expires_at; a revoke ends it too). The page reads the shortlist, and reads it again to see
// new answers; sharing returns the link once; revoking asks first. The phase always comes from the server,
// which applies the same rules (machines/shortlist-rules.ts): a refusal because the shortlist moved on
// meanwhile (409, 410) reads it again, anything else stays where it was with the reason shown.
import { assign, fromPromise, setup } from 'xstate';
import type { Shortlist, ShortlistShared } from '../contracts/shortlists';
import { errorMessageOf, errorStatusOf } from './call-error';

export type ShortlistEvent =
  | { type: 'shortlist.share'; days: number }
  | { type: 'shortlist.reload' }
  | { type: 'shortlist.revoke' }
  | { type: 'revoke.confirm' }
  | { type: 'revoke.cancel' }
  | { type: 'shortlist.close' }
  /** The draft's candidates were saved: the page shows what the server now has. */
  | { type: 'shortlist.edited'; shortlist: Shortlist };

export interface ShortlistContext {
  shortlistId: number;
  shortlist: Shortlist | null;
  /** The link, shown once right after sharing; never read back (only its hash is stored). */
  link: string | null;
  /** Why the last call did not go through; null until one fails. */
  problem: string | null;
}

/** The shortlist moved on meanwhile (another recruiter, the clock): reading it again shows where it is. */
const MOVED_ON = new Set([404, 409, 410]);

const phaseOf = (event: unknown) => (event as { output?: Shortlist }).output?.phase;

export const shortlistMachine = setup({
  types: {
    context: {} as ShortlistContext,
    events: {} as ShortlistEvent,
    input: {} as { shortlistId: number },
    tags: {} as 'busy',
  },
  actors: {
    // The app provides the real calls; until then they fail, so nothing pretends to succeed.
    loadShortlist: fromPromise<Shortlist, { shortlistId: number }>(async () => {
      throw new Error('loadShortlist is provided by the app');
    }),
    shareShortlist: fromPromise<ShortlistShared, { shortlistId: number; days: number }>(async () => {
      throw new Error('shareShortlist is provided by the app');
    }),
    revokeShortlist: fromPromise<Shortlist, { shortlistId: number }>(async () => {
      throw new Error('revokeShortlist is provided by the app');
    }),
    closeShortlist: fromPromise<Shortlist, { shortlistId: number }>(async () => {
      throw new Error('closeShortlist is provided by the app');
    }),
  },
  guards: {
    isDraft: ({ event }) => phaseOf(event) === 'draft',
    isClosed: ({ event }) => phaseOf(event) === 'closed',
    isExpired: ({ event }) => phaseOf(event) === 'expired',
    isAnswered: ({ event }) => phaseOf(event) === 'answered',
    /** Whether the shortlist on the page has answers: where a cancelled revoke or a failed close returns. */
    hasAnswers: ({ context }) => context.shortlist?.phase === 'answered',
    /** A close asked for after the link ended: a failure leaves it ended. */
    wasExpired: ({ context }) => context.shortlist?.phase === 'expired',
    movedOn: ({ event }) => MOVED_ON.has(errorStatusOf(event) ?? 0),
  },
  actions: {
    keepShortlist: assign({ shortlist: ({ event }) => (event as unknown as { output: Shortlist }).output }),
    keepShared: assign({
      shortlist: ({ event }) => (event as unknown as { output: ShortlistShared }).output.shortlist,
      link: ({ event }) => (event as unknown as { output: ShortlistShared }).output.link,
    }),
    keepEdited: assign({
      shortlist: ({ event, context }) =>
        event.type === 'shortlist.edited' ? event.shortlist : context.shortlist,
    }),
    forgetLink: assign({ link: null }),
    clearProblem: assign({ problem: null }),
    keepProblem: assign({ problem: ({ event }) => errorMessageOf(event) }),
  },
}).createMachine({
  id: 'shortlist',
  description: 'A client shortlist on the staff page: its candidates, its link, and the client’s answers.',
  context: ({ input }) => ({ shortlistId: input.shortlistId, shortlist: null, link: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The shortlist is being read (again): the page says so and offers nothing meanwhile.',
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'loadShortlist',
        input: ({ context }) => ({ shortlistId: context.shortlistId }),
        onDone: [
          { guard: 'isDraft', target: 'draft', actions: ['keepShortlist', 'forgetLink'] },
          { guard: 'isClosed', target: 'closed', actions: ['keepShortlist', 'forgetLink'] },
          { guard: 'isExpired', target: 'expired', actions: ['keepShortlist', 'forgetLink'] },
          { guard: 'isAnswered', target: 'live.answered', actions: 'keepShortlist' },
          { target: 'live.shared', actions: 'keepShortlist' },
        ],
        onError: { target: 'failed', actions: ['keepProblem', 'forgetLink'] },
      },
    },
    failed: {
      description: 'The shortlist could not be read: the reason, and “Try again”.',
      on: { 'shortlist.reload': { target: 'loading', actions: 'clearProblem' } },
    },
    draft: {
      description:
        'Not shared yet: the candidates and what is shared about each can be edited; “Share” is offered.',
      on: {
        'shortlist.share': { target: 'sharing', actions: 'clearProblem' },
        'shortlist.edited': { actions: ['keepEdited', 'clearProblem'] },
      },
    },
    sharing: {
      description: 'The link is being made and e-mailed to the client’s contact: “Share” is busy.',
      tags: ['busy'],
      invoke: {
        id: 'share',
        src: 'shareShortlist',
        input: ({ context, event }) => ({
          shortlistId: context.shortlistId,
          days: event.type === 'shortlist.share' ? event.days : 0,
        }),
        onDone: { target: 'live.shared', actions: 'keepShared' },
        // Refused (no contact e-mail, another recruiter shared it): said; the draft stays to be fixed.
        onError: { target: 'draft', actions: 'keepProblem' },
      },
    },
    live: {
      description: 'The link works until it expires: answers can be looked for; it can be revoked or closed.',
      initial: 'shared',
      states: {
        shared: { description: 'Shared, with no answer from the client yet.' },
        answered: { description: 'The client has answered for at least one candidate.' },
      },
      on: {
        'shortlist.reload': { target: 'loading', actions: 'clearProblem' },
        'shortlist.revoke': { target: 'confirmingRevoke', actions: 'clearProblem' },
        'shortlist.close': { target: 'closing', actions: 'clearProblem' },
      },
    },
    confirmingRevoke: {
      description: 'A dialog asks to confirm: the link stops working at once, for good.',
      on: {
        'revoke.confirm': { target: 'revoking' },
        'revoke.cancel': [{ guard: 'hasAnswers', target: 'live.answered' }, { target: 'live.shared' }],
      },
    },
    revoking: {
      description: 'The link is being revoked: the dialog’s button is busy.',
      tags: ['busy'],
      invoke: {
        id: 'revoke',
        src: 'revokeShortlist',
        input: ({ context }) => ({ shortlistId: context.shortlistId }),
        onDone: { target: 'expired', actions: ['keepShortlist', 'forgetLink'] },
        onError: [
          { guard: 'movedOn', target: 'loading', actions: 'keepProblem' },
          { target: 'confirmingRevoke', actions: 'keepProblem' },
        ],
      },
    },
    closing: {
      description: 'The shortlist is being closed: the link ends and the answers stay.',
      tags: ['busy'],
      invoke: {
        id: 'close',
        src: 'closeShortlist',
        input: ({ context }) => ({ shortlistId: context.shortlistId }),
        onDone: { target: 'closed', actions: ['keepShortlist', 'forgetLink'] },
        onError: [
          { guard: 'movedOn', target: 'loading', actions: 'keepProblem' },
          { guard: 'wasExpired', target: 'expired', actions: 'keepProblem' },
          { guard: 'hasAnswers', target: 'live.answered', actions: 'keepProblem' },
          { target: 'live.shared', actions: 'keepProblem' },
        ],
      },
    },
    expired: {
      description: 'The link no longer opens the shortlist (expired or revoked); the answers stay readable.',
      on: { 'shortlist.close': { target: 'closing', actions: 'clearProblem' } },
    },
    closed: {
      description: 'Closed by a recruiter: read only.',
      type: 'final',
    },
  },
});
