// <NotesPanel personId={…} /> or <NotesPanel applicationId={…} />: the notes of a person (with their
// applications' and those of people merged into them) or of one application, loaded and saved through the
// API, for the person page and the board's card to place. For the recruiting staff (admins and recruiters).
import { Loader, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { Colleague, NoteList } from '#contracts/notes.ts';
import type { NoteDraft } from '#machines/note-composer.machine.ts';
import {
  createNote,
  deleteNote,
  fetchColleagues,
  fetchNoteHistory,
  fetchNotes,
  updateNote,
} from './notes-api';
import { NotesView } from './notes-view';

export interface NotesPanelProps {
  /** The person whose notes these are; give this or applicationId. */
  personId?: number;
  /** The application whose notes these are; give this or personId. */
  applicationId?: number;
  /** The "Notes" heading's level, to fit the page around it. @default 2 */
  headingOrder?: 2 | 3;
}

export function NotesPanel({ personId, applicationId, headingOrder = 2 }: NotesPanelProps) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [loaded, setLoaded] = useState<
    { list: NoteList; colleagues: Colleague[] } | { problem: string } | null
  >(null);

  useEffect(() => {
    let current = true;
    setLoaded(null);
    Promise.all([fetchNotes({ personId, applicationId }, showDeleted), fetchColleagues().catch(() => [])])
      .then(([list, colleagues]) => current && setLoaded({ list, colleagues }))
      .catch((error: Error) => current && setLoaded({ problem: error.message }));
    return () => {
      current = false;
    };
  }, [personId, applicationId, showDeleted]);

  const save = useCallback(
    ({ noteId, body }: NoteDraft) =>
      noteId === null ? createNote({ personId, applicationId, body }) : updateNote(noteId, body),
    [personId, applicationId],
  );

  if (loaded === null) return <Loader size="sm" aria-label="Loading the notes" />;
  if ('problem' in loaded) {
    return (
      <Text c="red.8" role="alert">
        The notes could not be loaded. {loaded.problem}
      </Text>
    );
  }
  return (
    <NotesView
      key={String(showDeleted)}
      list={loaded.list}
      colleagues={loaded.colleagues}
      save={save}
      remove={deleteNote}
      loadHistory={fetchNoteHistory}
      showingDeleted={showDeleted}
      onShowDeleted={setShowDeleted}
      headingOrder={headingOrder}
      draftKey={personId ? `note:person:${personId}` : `note:application:${applicationId}`}
    />
  );
}
