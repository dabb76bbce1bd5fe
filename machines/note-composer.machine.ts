// A note being written and sent (docs/decisions/0049): the editor under a person's or an application's notes.
// Typing starts a new note; "Edit" on one's own note puts its text in the editor instead. "Add note" (or
// "Save note") sends it while it has text within the limit; saved, the editor empties and a polite
// announcement says so; not saved, the text stays with the reason, to send again, change or cancel.
// Tags: 'editor' (the text can be changed), 'busy' (being saved), 'edit' (an existing note is in the editor).
import { assign, fromPromise, not, setup } from 'xstate';
import { NOTE_BODY_MAX } from '../contracts/notes';
import { errorMessageOf } from './call-error';

/** What is sent: a new note (noteId null) or a new version of one. */
export interface NoteDraft {
  noteId: number | null;
  body: string;
}

export type NoteComposerEvent =
  | { type: 'note.change'; text: string }
  | { type: 'note.send' }
  | { type: 'note.retry' }
  | { type: 'note.cancel' }
  | { type: 'note.edit'; noteId: number; body: string };

export interface NoteComposerContext {
  /** The text in the editor. */
  draft: string;
  /** The note being edited; null while writing a new one. */
  noteId: number | null;
  /** Why the last try did not save; null otherwise. */
  problem: string | null;
  /** What the last save was, for its announcement: a new note or an edit; null before any. */
  saved: 'added' | 'edited' | null;
}

const EMPTY: NoteComposerContext = { draft: '', noteId: null, problem: null, saved: null };

/** A note can be sent when it has words and fits (the server says the same: contracts/notes.ts). */
export const sendable = (draft: string) => draft.trim() !== '' && draft.length <= NOTE_BODY_MAX;

export const noteComposerMachine = setup({
  types: {
    context: {} as NoteComposerContext,
    events: {} as NoteComposerEvent,
    tags: {} as 'editor' | 'busy' | 'edit',
  },
  actors: {
    // The panel provides the real call (and shows the saved note); until then a save fails.
    saveNote: fromPromise<void, NoteDraft>(async () => {
      throw new Error('saveNote is provided by the notes panel');
    }),
  },
  guards: {
    blank: ({ event }) => event.type === 'note.change' && event.text.trim() === '',
    sendable: ({ context }) => sendable(context.draft),
    editing: ({ context }) => context.noteId !== null,
  },
  actions: {
    keepText: assign({ draft: ({ event }) => (event.type === 'note.change' ? event.text : '') }),
    startEdit: assign(({ event }) =>
      event.type === 'note.edit' ? { ...EMPTY, noteId: event.noteId, draft: event.body } : EMPTY,
    ),
    clear: assign(EMPTY),
    clearProblem: assign({ problem: null }),
    keepProblem: assign({ problem: ({ event }) => errorMessageOf(event) }),
    markSaved: assign(({ context }) => ({ ...EMPTY, saved: context.noteId === null ? 'added' : 'edited' })),
  },
}).createMachine({
  id: 'noteComposer',
  description: 'The editor under the notes: a new note, or a new version of one’s own, written and sent.',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      description: 'The editor is empty; “Add note” waits for text. Own notes offer “Edit”.',
      tags: ['editor'],
      on: {
        'note.change': { guard: not('blank'), target: 'writing', actions: 'keepText' },
        'note.edit': { target: 'editing', actions: 'startEdit' },
      },
    },
    writing: {
      description: 'A new note is being written: “Add note” sends it, “Cancel” empties the editor.',
      tags: ['editor'],
      on: {
        'note.change': [{ guard: 'blank', target: 'idle', actions: 'clear' }, { actions: 'keepText' }],
        'note.send': { guard: 'sendable', target: 'sending' },
        'note.cancel': { target: 'idle', actions: 'clear' },
        'note.edit': { target: 'editing', actions: 'startEdit' },
      },
    },
    editing: {
      description:
        'One’s own note is in the editor: “Save note” sends the new version, “Cancel” leaves it as it was.',
      tags: ['editor', 'edit'],
      on: {
        'note.change': { actions: 'keepText' },
        'note.send': { guard: 'sendable', target: 'sending' },
        'note.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    sending: {
      description: 'The note is being saved: the button shows it and the text cannot be changed.',
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'saveNote',
        input: ({ context }) => ({ noteId: context.noteId, body: context.draft }),
        onDone: { target: 'sent', actions: 'markSaved' },
        onError: { target: 'failed', actions: 'keepProblem' },
      },
    },
    failed: {
      description:
        'Not saved: the text stays with the reason; “Try again” sends it again, or it can be changed.',
      tags: ['editor'],
      on: {
        'note.retry': { target: 'sending', actions: 'clearProblem' },
        'note.change': [
          { guard: 'editing', target: 'editing', actions: ['clearProblem', 'keepText'] },
          { guard: 'blank', target: 'idle', actions: 'clear' },
          { target: 'writing', actions: ['clearProblem', 'keepText'] },
        ],
        'note.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    sent: {
      description:
        'Saved: the note is in the list, the editor is empty, and “Note added” (or “saved”) is announced.',
      tags: ['editor'],
      on: {
        'note.change': { guard: not('blank'), target: 'writing', actions: 'keepText' },
        'note.edit': { target: 'editing', actions: 'startEdit' },
      },
    },
  },
});
