// A destructive action asks first: a dialog saying what will happen, Cancel, and the action itself
// (which shows its progress and cannot be sent twice).
import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button that opens the dialog. */
  children: ReactNode;
  /** The dialog's title, e.g. “Close this career?”. */
  title: string;
  /** What will happen. */
  message: ReactNode;
  /** The confirming button's label, e.g. “Close career”. */
  confirmLabel: string;
  /** Runs on confirm; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  ...button
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button color="red" variant="light" {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <Modal opened={open} onClose={() => !busy && setOpen(false)} title={title} centered>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
