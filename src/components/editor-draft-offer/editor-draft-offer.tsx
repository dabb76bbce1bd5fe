// The offer of a kept editor draft (src/lib/editor-draft.ts): "You have an unsaved draft from {time}", with
// Restore and Discard. Announced politely when it appears, above the editor it belongs to.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { EditorDraft } from '#src/lib/editor-draft.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';

export interface EditorDraftOfferProps {
  /** The editor's draft, from useEditorDraft. Nothing is shown while it offers nothing. */
  draft: EditorDraft;
}

export function EditorDraftOffer({ draft }: EditorDraftOfferProps) {
  if (!draft.offer) return null;
  return (
    <Alert color="yellow" variant="light" role="status" aria-live="polite" title="Unsaved draft">
      <Group justify="space-between" gap="sm">
        <Text size="sm">You have an unsaved draft from {formatDayTime(draft.offer.savedAt)}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={draft.restore}>
            Restore
          </Button>
          <Button size="xs" variant="default" onClick={draft.discard}>
            Discard
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
