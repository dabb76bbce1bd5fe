// A mention's read state in the signed-in person's list (docs/decisions/0049): an unread one stays unread
// until they mark it read (or open its note, or mark all read); marking is saved by the server, and a try that
// fails leaves it unread with the reason. A mention whose note was deleted meanwhile (404) is gone: the list
// says so. Mentions already read when the list loads are shown without a machine.
// Tags: 'unread' (shown as new, counted), 'busy' (being marked).
import { assign, fromPromise, setup } from 'xstate';
import { errorMessageOf, errorStatusOf } from './call-error';

export type MentionReadEvent =
  | { type: 'mention.markRead' }
  /** Read some other way: "Mark all read" was saved. */
  | { type: 'mention.readElsewhere' };

export interface MentionReadContext {
  mentionId: number;
  /** Why the last try did not mark it read; null otherwise. */
  problem: string | null;
}

/** The server no longer has the mention for this person: its note was deleted. */
const GONE = 404;

export const mentionReadMachine = setup({
  types: {
    context: {} as MentionReadContext,
    events: {} as MentionReadEvent,
    input: {} as { mentionId: number },
    tags: {} as 'unread' | 'busy',
  },
  actors: {
    // The list provides the real call; until then marking fails, so nothing pretends to be read.
    markRead: fromPromise<void, { mentionId: number }>(async () => {
      throw new Error('markRead is provided by the mentions list');
    }),
  },
  guards: {
    gone: ({ event }) => errorStatusOf(event) === GONE,
  },
  actions: {
    clearProblem: assign({ problem: null }),
    keepProblem: assign({ problem: ({ event }) => errorMessageOf(event) }),
  },
}).createMachine({
  id: 'mentionRead',
  description: 'One mention in the signed-in person’s list, from unread to read.',
  context: ({ input }) => ({ mentionId: input.mentionId, problem: null }),
  initial: 'unread',
  states: {
    unread: {
      description: 'New: shown first and counted, with “Mark read” (and the last problem if a try failed).',
      tags: ['unread'],
      on: {
        'mention.markRead': { target: 'marking', actions: 'clearProblem' },
        'mention.readElsewhere': { target: 'read', actions: 'clearProblem' },
      },
    },
    marking: {
      description: 'Being marked read: the button shows it and ignores clicks.',
      tags: ['unread', 'busy'],
      invoke: {
        id: 'mark',
        src: 'markRead',
        input: ({ context }) => ({ mentionId: context.mentionId }),
        onDone: 'read',
        onError: [
          { guard: 'gone', target: 'gone', actions: 'keepProblem' },
          { target: 'unread', actions: 'keepProblem' },
        ],
      },
      on: { 'mention.readElsewhere': 'read' },
    },
    read: {
      description: 'Read: no longer counted; shown as read.',
      type: 'final',
    },
    gone: {
      description: 'Its note was deleted meanwhile: the list says so.',
      type: 'final',
    },
  },
});
