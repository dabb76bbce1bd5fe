// The note composer's test model without a driver: text typed and emptied, sent, cancelled, an own note put
// into the editor, and the save settling each way (saved, the network down, refused by the server).
import { noteComposerMachine, sendable } from '../../machines/note-composer.machine';
import { NETWORK_PROBLEM, RequestProblem } from '../../src/lib/request-problem';
import type { PathModel } from '../support/paths/path-model';

/** The note the walker's author wrote earlier, offered for editing. */
export const OWN_NOTE = { noteId: 41, body: 'Called her on Monday.' };
export const NEW_TEXT = 'Strong portfolio';
export const OFFLINE = new RequestProblem(NETWORK_PROBLEM);
export const REFUSED = new RequestProblem('Only the person who wrote a note can change it.', 403);

export const noteComposerModel = {
  machine: noteComposerMachine,
  impossibleGuardOutcomes: {
    sendable: {
      false:
        '“Add note” and “Save note” stay disabled until the editor has words; it takes no more than the limit.',
    },
  },
  events: (snapshot) => {
    const typed = [
      { type: 'note.change', text: NEW_TEXT },
      { type: 'note.change', text: '' },
    ] as const;
    const edit = { type: 'note.edit', ...OWN_NOTE } as const;
    // Sent only with words: the button is disabled otherwise (impossibleGuardOutcomes).
    const send = sendable(snapshot.context.draft) ? [{ type: 'note.send' } as const] : [];
    if (snapshot.matches('idle') || snapshot.matches('sent')) return [...typed, edit];
    if (snapshot.matches('writing')) return [...typed, ...send, { type: 'note.cancel' }, edit];
    if (snapshot.matches('editing')) return [...typed, ...send, { type: 'note.cancel' }];
    if (snapshot.matches('failed')) return [...typed, { type: 'note.retry' }, { type: 'note.cancel' }];
    if (snapshot.matches('sending')) {
      return [
        { type: 'xstate.done.actor.save' },
        { type: 'xstate.error.actor.save', error: OFFLINE },
        { type: 'xstate.error.actor.save', error: REFUSED },
      ] as never;
    }
    return [];
  },
  situations: {
    of: (snapshot) =>
      snapshot.matches('sent') || snapshot.matches('idle')
        ? undefined
        : snapshot.context.noteId === null
          ? 'a new note'
          : 'an edit',
    expected: ['a new note', 'an edit'],
  },
} satisfies PathModel<typeof noteComposerMachine>;
