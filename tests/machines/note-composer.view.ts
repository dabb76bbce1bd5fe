// The note composer as a recruiter sees it under the notes, for both drivers: the editor and its label, the
// button that sends (disabled without text, busy while saving, "Try again" after a failure), "Cancel", and
// the polite status line that says a note was added or saved, or why it was not. The save the panel asks for
// is held by the driver until the path says how it settles.
import type { noteComposerMachine } from '../../machines/note-composer.machine';
import { COMPOSER_TEXTS } from '../../src/features/notes/note-composer';
import { noteLabel } from '../../src/features/notes/note-item';
import type { UiWalker } from '../support/paths/path-model';
import type { Screen } from '../support/paths/screen';

export interface NoteComposerUi {
  screen: Screen;
  /** The held save is answered: the note as saved. */
  settle: () => Promise<void>;
  /** The held save fails: offline (no status) or refused (403). */
  fail: (error: { status?: number | undefined }) => Promise<void>;
  /** The list shows every note saved so far, newest first, the edited one with its new text. */
  expectListed: () => Promise<void>;
}

const NEW_EDITOR = { label: /^New note/ };
const EDIT_EDITOR = { label: /^Your note/ };
const CANCEL = { role: 'button', name: 'Cancel' };

export const noteComposerView = {
  perform: {
    // Typing in whichever editor is shown: the new note's, or the note being edited.
    'note.change': async ({ screen }, event) => {
      const editing = (await screen.driver.find(EDIT_EDITOR, undefined, [])).count > 0;
      const editor = editing ? EDIT_EDITOR : NEW_EDITOR;
      // The text the editor holds already is written anew: emptied first, as the happy-dom driver's fill
      // does. A browser reports no change for a value that stays the same, so the machine would hear nothing.
      const shown = (await screen.driver.find(editor, undefined, [])).facts?.value;
      if (event.text && shown === event.text) await screen.fill(editor, '');
      await screen.fill(editor, event.text);
    },
    'note.send': ({ screen }) => screen.click({ role: 'button', name: /^(Add note|Save note)$/ }),
    'note.retry': ({ screen }) => screen.click({ role: 'button', name: 'Try again' }),
    'note.cancel': ({ screen }) => screen.click(CANCEL),
    'note.edit': ({ screen }, event) =>
      screen.click({ role: 'button', name: `Edit note ${noteLabel({ body: event.body })}` }),
    'xstate.done.actor.save': (ui) => ui.settle(),
    'xstate.error.actor.save': (ui, event: { error: { status?: number } }) => ui.fail(event.error),
  },
  expect: async (ui, snapshot) => {
    const { screen } = ui;
    const { draft, problem, saved, noteId } = snapshot.context;
    const busy = snapshot.hasTag('busy');
    await screen.expect(noteId === null ? NEW_EDITOR : EDIT_EDITOR, {
      value: draft,
      attributes: { readonly: busy ? '' : null },
    });
    const form = { within: { role: 'form', name: noteId === null ? 'Add a note' : 'Edit your note' } };
    if (snapshot.matches('failed')) {
      await screen.expect({ role: 'button', name: 'Try again' }, { attributes: { disabled: null } }, form);
      await screen.expect({ role: 'status' }, { text: COMPOSER_TEXTS.failed(problem) }, form);
    } else {
      const send = { role: 'button', name: noteId === null ? 'Add note' : 'Save note' };
      await screen.expect(
        send,
        {
          attributes: busy
            ? { 'data-loading': 'true' }
            : { 'data-loading': null, disabled: draft.trim() ? null : '' },
        },
        form,
      );
      const said = snapshot.matches('sent') && saved ? COMPOSER_TEXTS[saved] : /^$/;
      await screen.expect({ role: 'status' }, { text: said }, form);
    }
    const cancellable =
      snapshot.matches('writing') || snapshot.matches('editing') || snapshot.matches('failed');
    await screen.expect(CANCEL, cancellable ? {} : { present: false }, form);
    if (snapshot.matches('sent')) await ui.expectListed();
  },
} satisfies Omit<UiWalker<typeof noteComposerMachine, NoteComposerUi>, 'render'>;
