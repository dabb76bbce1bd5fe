// "Cancel interview": asks first, with an optional reason (kept on the interview for the staff, never sent
// to the candidate), because the invitations are withdrawn at once.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

export interface CancelInterviewDialogProps {
  opened: boolean;
  /** Who the interview is with, for the question. */
  candidateName: string;
  busy: boolean;
  /** The server's reason for refusing, or its message for the reason field. */
  problem: string | null;
  reasonError: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function CancelInterviewDialog({
  opened,
  candidateName,
  busy,
  problem,
  reasonError,
  onConfirm,
  onClose,
}: CancelInterviewDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title="Cancel this interview?" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {candidateName} and the interviewers are told, and the calendar invitations are withdrawn.
          </Text>
          <Textarea
            label="Reason (optional, for the staff)"
            value={reason}
            error={reasonError}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={busy} onClick={onClose}>
              Keep it
            </Button>
            <Button type="submit" color="red.8" loading={busy}>
              Cancel interview
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
