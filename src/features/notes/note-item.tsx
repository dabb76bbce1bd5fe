// One note in the list: who wrote it and when, the job it is about (a person's list gathers their
// applications' notes), its sanitised HTML, and what the signed-in person may do with it: edit their own,
// delete (their own, or any as an admin, after asking), read its history (admins).
import { Badge, Button, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import { useId, useState } from 'react';
import type { Note } from '#contracts/notes.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';

export interface NoteItemProps {
  note: Note;
  /** Admins: a "History" button. */
  mayReadHistory: boolean;
  /** While another note is being edited or saved, no other can be put into the editor. @default false */
  editLocked?: boolean;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => Promise<void>;
  onHistory: (note: Note) => void;
}

/** A note named by its beginning, for the buttons that act on it. */
export const noteLabel = (note: Pick<Note, 'body'>) => {
  const text = note.body.replace(/\s+/g, ' ').trim();
  return `“${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
};

export function NoteItem({
  note,
  mayReadHistory,
  editLocked = false,
  onEdit,
  onDelete,
  onHistory,
}: NoteItemProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const deleted = note.deletedAt !== null;

  const remove = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      await onDelete(note);
    } catch (error) {
      setProblem((error as Error).message);
      setDeleting(false);
    }
  };

  return (
    <Paper
      component="article"
      id={`note-${note.id}`}
      aria-labelledby={headingId}
      withBorder
      p="sm"
      radius="sm"
      bg={deleted ? 'gray.0' : undefined}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text id={headingId} fw={600} size="sm">
            {note.author.displayName}
            <Text span size="sm" c="dimmed" fw={400}>
              {' · '}
              <time dateTime={note.createdAt}>{formatDayTime(note.createdAt)}</time>
              {note.edited ? ' · edited' : ''}
            </Text>
          </Text>
          {note.application ? (
            <Badge variant="light" color="gray" size="sm">
              {note.application.jobTitle}
            </Badge>
          ) : null}
          {deleted ? (
            <Badge variant="light" color="red" size="sm">
              Deleted
            </Badge>
          ) : null}
        </Group>
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server */}
          <div dangerouslySetInnerHTML={{ __html: note.html }} />
        </Typography>
        {confirming ? (
          <Group gap="xs" role="group" aria-label="Delete this note?">
            <Text size="sm">Delete this note? Admins can still read it in its history.</Text>
            <Button size="compact-sm" color="red.8" loading={deleting} onClick={remove}>
              Delete note
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={deleting}
              onClick={() => setConfirming(false)}
            >
              Keep it
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            {note.mayEdit ? (
              <Button
                size="compact-sm"
                variant="subtle"
                disabled={editLocked}
                onClick={() => onEdit(note)}
                aria-label={`Edit note ${noteLabel(note)}`}
              >
                Edit
              </Button>
            ) : null}
            {note.mayDelete ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red.8"
                onClick={() => setConfirming(true)}
                aria-label={`Delete note ${noteLabel(note)}`}
              >
                Delete
              </Button>
            ) : null}
            {mayReadHistory ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                onClick={() => onHistory(note)}
                aria-label={`History of note ${noteLabel(note)}`}
              >
                History
              </Button>
            ) : null}
          </Group>
        )}
        {problem ? (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
