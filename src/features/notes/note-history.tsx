// Every version of a note, oldest first (admins, for the audit log): written, edited, deleted, by whom and
// when, each with its text as it was written.
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { NoteHistory as History, NoteRevision } from '#contracts/notes.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';

const KIND_WORDS: Record<NoteRevision['kind'], string> = {
  created: 'Written',
  edited: 'Edited',
  deleted: 'Deleted',
};

export interface NoteHistoryProps {
  /** The note whose history is open; null when closed. */
  noteId: number | null;
  load: (noteId: number) => Promise<History>;
  onClose: () => void;
}

export function NoteHistory({ noteId, load, onClose }: NoteHistoryProps) {
  const [history, setHistory] = useState<History | { problem: string } | null>(null);

  useEffect(() => {
    let current = true;
    setHistory(null);
    if (noteId !== null) {
      load(noteId)
        .then((answer) => current && setHistory(answer))
        .catch((error: Error) => current && setHistory({ problem: error.message }));
    }
    return () => {
      current = false;
    };
  }, [noteId, load]);

  return (
    <Modal opened={noteId !== null} onClose={onClose} title="History of the note" size="lg">
      {history === null ? (
        <Loader size="sm" aria-label="Loading the history" />
      ) : 'problem' in history ? (
        <Text c="red.8" role="alert">
          {history.problem}
        </Text>
      ) : (
        <Stack component="ol" gap="md" p={0} style={{ listStyle: 'none' }}>
          {history.items.map((revision) => (
            <li key={revision.id}>
              <Text size="sm" fw={600}>
                {KIND_WORDS[revision.kind]} by {revision.by} ·{' '}
                <time dateTime={revision.at}>{formatDayTime(revision.at)}</time>
              </Text>
              <Text size="sm" component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
                {revision.body}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
