// The editor under the notes, driven by noteComposerMachine: markdown with a preview of the very HTML the note
// will show (the server's renderer), @name suggestions of colleagues (arrow keys, Enter or Tab to choose,
// Escape to close), and one polite announcement when a note is saved or could not be.
import { Box, Button, Group, Paper, Stack, Text, Textarea, Typography } from '@mantine/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { markdownPreviewAnswerSchema } from '#contracts/admin-markdown.ts';
import { MARKDOWN_PREVIEW_PATH } from '#contracts/api-paths.ts';
import { type Colleague, NOTE_BODY_MAX } from '#contracts/notes.ts';
import {
  type NoteComposerEvent,
  type noteComposerMachine,
  sendable,
} from '#machines/note-composer.machine.ts';
import { sendChecked } from '#src/lib/checked-api.ts';
import { suggestionsFor, withMention } from './mention-suggestions';

export interface NoteComposerProps {
  snapshot: SnapshotFrom<typeof noteComposerMachine>;
  send: (event: NoteComposerEvent) => void;
  /** Who can be named with @username. */
  colleagues: readonly Colleague[];
}

/** What the status line says in each settled state. */
export const COMPOSER_TEXTS = {
  added: 'Note added.',
  edited: 'Note saved.',
  failed: (problem: string | null) => `The note was not saved. ${problem ?? ''}`.trim(),
} as const;

export function NoteComposer({ snapshot, send, colleagues }: NoteComposerProps) {
  const { draft, problem, saved } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  // The note being edited stays named through its save and a failed try.
  const editing = snapshot.context.noteId !== null;
  const failed = snapshot.matches('failed');
  const listId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ html: string } | { problem: string } | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const { typing, matches } = suggestionsFor(draft, caret, colleagues);
  const open = !busy && typing !== null && matches.length > 0 && dismissed !== typing.start;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textRef.current) return;
    textRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    setCaret(pendingCaret.current);
    pendingCaret.current = null;
  });

  const change = (text: string, at: number) => {
    setCaret(at);
    setPreview(null);
    send({ type: 'note.change', text });
  };

  const choose = (colleague: Colleague) => {
    if (!typing) return;
    const next = withMention(draft, caret, typing.start, colleague.username);
    pendingCaret.current = next.caret;
    setActive(0);
    change(next.text, next.caret);
    textRef.current?.focus();
  };

  const showPreview = () =>
    sendChecked(markdownPreviewAnswerSchema, MARKDOWN_PREVIEW_PATH, 'POST', { markdown: draft })
      .then(setPreview)
      .catch((error: Error) => setPreview({ problem: error.message }));

  const status = failed
    ? COMPOSER_TEXTS.failed(problem)
    : snapshot.matches('sent') && saved
      ? COMPOSER_TEXTS[saved]
      : '';
  const primary = failed ? 'Try again' : editing ? 'Save note' : 'Add note';
  const activeOption = open ? `${listId}-${Math.min(active, matches.length - 1)}` : undefined;

  return (
    <form
      aria-label={editing ? 'Edit your note' : 'Add a note'}
      onSubmit={(event) => {
        event.preventDefault();
        send(failed ? { type: 'note.retry' } : { type: 'note.send' });
      }}
    >
      <Stack gap="xs">
        <Box pos="relative">
          <Textarea
            ref={textRef}
            label={editing ? 'Your note' : 'New note'}
            description="Markdown: **bold**, - lists, [links](https://…). Name a colleague with @username to tell them."
            rows={4}
            resize="vertical"
            maxLength={NOTE_BODY_MAX}
            value={draft}
            readOnly={busy}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={activeOption}
            onChange={(event) => change(event.currentTarget.value, event.currentTarget.selectionStart)}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
            onKeyDown={(event) => {
              if (!open) return;
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive((current) => (current + step + matches.length) % matches.length);
              } else if (event.key === 'Enter' || event.key === 'Tab') {
                event.preventDefault();
                const chosen = matches[Math.min(active, matches.length - 1)];
                if (chosen) choose(chosen);
              } else if (event.key === 'Escape') {
                event.preventDefault();
                setDismissed(typing?.start ?? null);
              }
            }}
          />
          {open ? (
            <Paper withBorder shadow="sm" p={4} mt={4}>
              <div id={listId} role="listbox" aria-label="Colleagues to mention">
                {matches.map((colleague, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the text box's arrow keys, Enter and Tab choose
                  <div
                    key={colleague.username}
                    id={`${listId}-${index}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === Math.min(active, matches.length - 1)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(colleague)}
                    style={{
                      padding: '4px 8px',
                      cursor: 'pointer',
                      background:
                        index === Math.min(active, matches.length - 1)
                          ? 'var(--mantine-color-blue-0)'
                          : undefined,
                    }}
                  >
                    <Text span fw={600} size="sm">
                      @{colleague.username}
                    </Text>{' '}
                    <Text span size="sm" c="dimmed">
                      {colleague.displayName}
                    </Text>
                  </div>
                ))}
              </div>
            </Paper>
          ) : null}
        </Box>
        {draft.length > NOTE_BODY_MAX * 0.9 ? (
          <Text size="xs" c="dimmed" aria-live="polite">
            {draft.length.toLocaleString('en-GB')} of {NOTE_BODY_MAX.toLocaleString('en-GB')} characters
          </Text>
        ) : null}
        <Group gap="xs">
          <Button type="submit" size="sm" loading={busy} disabled={!busy && !failed && !sendable(draft)}>
            {primary}
          </Button>
          {snapshot.matches('writing') || snapshot.matches('editing') || failed ? (
            <Button variant="default" size="sm" onClick={() => send({ type: 'note.cancel' })}>
              Cancel
            </Button>
          ) : null}
          {draft.trim() && !busy ? (
            <Button variant="subtle" size="sm" onClick={showPreview}>
              Preview
            </Button>
          ) : null}
        </Group>
        <Text size="sm" role="status" aria-live="polite" c={failed ? 'red.8' : undefined}>
          {status}
        </Text>
        {preview ? (
          <Paper withBorder p="sm" radius="sm" role="region" aria-label="Preview of the note">
            {'problem' in preview ? (
              <Text size="sm" c="red.8">
                The preview could not be made: {preview.problem}
              </Text>
            ) : (
              <Typography>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised by the server */}
                <div dangerouslySetInnerHTML={{ __html: preview.html }} />
              </Typography>
            )}
          </Paper>
        ) : null}
      </Stack>
    </form>
  );
}
