// The mention-read machine's test model without a driver: "Mark read", "Mark all read" elsewhere on the page,
// and the marking settling each way (saved, the network down, the note deleted meanwhile).
import { mentionReadMachine } from '../../machines/mention-read.machine';
import { NETWORK_PROBLEM, RequestProblem } from '../../src/lib/request-problem';
import type { PathModel } from '../support/paths/path-model';

export const OFFLINE = new RequestProblem(NETWORK_PROBLEM);
export const NOTE_DELETED = new RequestProblem(
  'This mention is no longer there: its note may have been deleted.',
  404,
);

export const mentionReadModel = {
  machine: mentionReadMachine,
  input: { mentionId: 12 },
  events: (snapshot) => {
    if (snapshot.matches('unread')) return [{ type: 'mention.markRead' }, { type: 'mention.readElsewhere' }];
    if (snapshot.matches('marking')) {
      return [
        { type: 'mention.readElsewhere' },
        { type: 'xstate.done.actor.mark' },
        { type: 'xstate.error.actor.mark', error: OFFLINE },
        { type: 'xstate.error.actor.mark', error: NOTE_DELETED },
      ] as never;
    }
    return [];
  },
} satisfies PathModel<typeof mentionReadMachine>;
