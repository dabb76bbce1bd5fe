// @vitest-environment happy-dom
import { act, screen as page } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';
import type { Note } from '../../contracts/notes';
import type { NoteDraft } from '../../machines/note-composer.machine';
import { NotesView } from '../../src/features/notes/notes-view';
import { RequestProblem } from '../../src/lib/request-problem';
import { renderWithRouter } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { noteComposerModel, OFFLINE, OWN_NOTE, REFUSED } from './note-composer.model';
import { type NoteComposerUi, noteComposerView } from './note-composer.view';

beforeEach(() => preferReducedMotion());

const note = (id: number, body: string): Note => ({
  id,
  personId: 3,
  applicationId: null,
  application: null,
  author: { id: 5, username: 'rita', displayName: 'Rita Rao' },
  body,
  html: `<p>${body}</p>`,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  edited: false,
  deletedAt: null,
  mentions: [],
  mayEdit: true,
  mayDelete: true,
});

describeMachinePaths('note composer', {
  ...noteComposerModel,
  expectMachine: (snapshot) => {
    // A problem only while the failure is on show; nothing kept once saved.
    expect(snapshot.context.problem !== null).toBe(snapshot.matches('failed'));
    if (snapshot.matches('sent')) expect(snapshot.context).toMatchObject({ draft: '', noteId: null });
    if (snapshot.matches('idle')) expect(snapshot.context.draft).toBe('');
  },
  ui: {
    ...noteComposerView,
    render: async (): Promise<NoteComposerUi> => {
      let held:
        | { draft: NoteDraft; resolve: (note: Note) => void; reject: (error: Error) => void }
        | undefined;
      // What the list must show, newest first: the author's earlier note, and each one saved since.
      const shown = [{ id: OWN_NOTE.noteId, body: OWN_NOTE.body }];
      let nextId = 100;
      const save = vi.fn(
        (draft: NoteDraft) =>
          new Promise<Note>((resolve, reject) => {
            held = { draft, resolve, reject };
          }),
      );
      // Inside a router, as on the person page: the notes view keeps drafts per page (useEditorDraft).
      await renderWithRouter(
        <NotesView
          list={{ items: [note(OWN_NOTE.noteId, OWN_NOTE.body)], mayReadHistory: false }}
          colleagues={[]}
          save={save}
          remove={async () => {}}
          loadHistory={async () => ({ noteId: 1, items: [] })}
        />,
      );
      const settleWith = (how: (h: NonNullable<typeof held>) => void) =>
        act(async () => {
          const settling = held;
          held = undefined;
          if (!settling) throw new Error('the panel asked for no save');
          how(settling);
        });
      return {
        screen: domScreen(userEvent.setup({ delay: null })),
        settle: () =>
          settleWith((h) => {
            const { noteId, body } = h.draft;
            const id = noteId ?? nextId++;
            if (noteId === null) shown.unshift({ id, body });
            else for (const item of shown) if (item.id === noteId) item.body = body;
            h.resolve({ ...note(id, body), edited: noteId !== null, mayEdit: noteId !== null });
          }),
        fail: (error) =>
          settleWith((h) =>
            h.reject(error.status === 403 ? REFUSED : error instanceof RequestProblem ? error : OFFLINE),
          ),
        expectListed: async () => {
          const listed = page.getAllByRole('article');
          expect(listed).toHaveLength(shown.length);
          for (const [index, item] of shown.entries()) expect(listed[index]).toHaveTextContent(item.body);
        },
      };
    },
    paths: 'shortest-and-edges',
  },
});
