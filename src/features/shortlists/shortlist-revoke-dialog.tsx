// "Revoke link" asks first: the client's link stops working at once and for good; the answers given stay.
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ShortlistRevokeDialogProps {
  opened: boolean;
  /** The revoke is being saved: "Revoke" is busy. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ShortlistRevokeDialog({ opened, busy, onConfirm, onCancel }: ShortlistRevokeDialogProps) {
  return (
    <Modal opened={opened} onClose={() => !busy && onCancel()} title="Revoke the link?" centered>
      <Text size="sm">
        The client’s link stops working at once, and cannot be turned back on. The answers they gave stay
        here.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Keep the link
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Revoke
        </Button>
      </Group>
    </Modal>
  );
}
