// The notes of a person or an application, newest first, with the editor under them (noteComposerMachine).
// The calls come in as props, so the panel loads and saves through the API while tests hold them.
import '@mantine/core/styles/Switch.css';
import { Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Colleague, NoteHistory as History, Note, NoteList } from '#contracts/notes.ts';
import { type NoteDraft, noteComposerMachine } from '#machines/note-composer.machine.ts';
import { EditorDraftOffer } from '#src/components/editor-draft-offer/editor-draft-offer.tsx';
import { useEditorDraft } from '#src/lib/editor-draft.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import { NoteComposer } from './note-composer';
import { NoteHistory } from './note-history';
import { NoteItem } from './note-item';

export interface NotesViewProps {
  /** The notes as loaded. */
  list: NoteList;
  /** Who can be named with @username. */
  colleagues: readonly Colleague[];
  /** Saves a new note or a new version of one; answers the note as saved. */
  save: (draft: NoteDraft) => Promise<Note>;
  remove: (noteId: number) => Promise<void>;
  loadHistory: (noteId: number) => Promise<History>;
  /** Admins: deleted notes are shown too. @default false */
  showingDeleted?: boolean;
  /** Admins: asks for the list with (or without) deleted notes; no switch without it. */
  onShowDeleted?: (show: boolean) => void;
  /** The section's heading level. @default 2 */
  headingOrder?: 2 | 3;
  /** Where an unsent new note is kept in this browser (`note:person:3`); not kept without it. */
  draftKey?: string;
}

export function NotesView({
  list,
  colleagues,
  save,
  remove,
  loadHistory,
  showingDeleted = false,
  onShowDeleted,
  headingOrder = 2,
  draftKey,
}: NotesViewProps) {
  const headingId = useId();
  const [notes, setNotes] = useState(list.items);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const [deletedNotice, setDeletedNotice] = useState('');
  const [machine] = useState(() =>
    noteComposerMachine.provide({
      actors: {
        saveNote: fromPromise(async ({ input }: { input: NoteDraft }) => {
          const saved = await save(input);
          setNotes((current) =>
            input.noteId === null
              ? [saved, ...current]
              : current.map((note) => (note.id === saved.id ? saved : note)),
          );
        }),
      },
    }),
  );
  const [snapshot, send] = useAppMachine(machine);
  const locked = snapshot.hasTag('busy');
  // An unsent new note is kept in the browser and offered back, after a sign-out too (docs/decisions/0052).
  const writingNew = snapshot.context.noteId === null;
  const draft = useEditorDraft({
    key: draftKey && writingNew ? `${draftKey}:new` : null,
    label: 'New note',
    value: writingNew ? snapshot.context.draft : '',
    onRestore: (text) => send({ type: 'note.change', text }),
  });
  const sent = snapshot.matches('sent');
  const clearDraft = draft.clear;
  useEffect(() => {
    if (sent) clearDraft();
  }, [sent, clearDraft]);

  const deleteNote = async (note: Note) => {
    await remove(note.id);
    if (snapshot.context.noteId === note.id) send({ type: 'note.cancel' });
    setNotes((current) =>
      showingDeleted
        ? current.map((item) =>
            item.id === note.id
              ? { ...item, deletedAt: new Date().toISOString(), mayEdit: false, mayDelete: false }
              : item,
          )
        : current.filter((item) => item.id !== note.id),
    );
    setDeletedNotice('Note deleted.');
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={headingOrder} size="h4">
        Notes
      </Title>
      {onShowDeleted && list.mayReadHistory ? (
        <Switch
          label="Show deleted notes"
          checked={showingDeleted}
          onChange={(event) => onShowDeleted(event.currentTarget.checked)}
        />
      ) : null}
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet. Notes are for the recruiting team: what you learned, what to ask, who should look.
        </Text>
      ) : (
        <Stack gap="xs">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              mayReadHistory={list.mayReadHistory}
              editLocked={locked}
              onEdit={(chosen) => send({ type: 'note.edit', noteId: chosen.id, body: chosen.body })}
              onDelete={deleteNote}
              onHistory={(chosen) => setHistoryOf(chosen.id)}
            />
          ))}
        </Stack>
      )}
      <EditorDraftOffer draft={draft} />
      <NoteComposer snapshot={snapshot} send={send} colleagues={colleagues} />
      <VisuallyHidden role="status" aria-live="polite">
        {deletedNotice}
      </VisuallyHidden>
      <NoteHistory noteId={historyOf} load={loadHistory} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
