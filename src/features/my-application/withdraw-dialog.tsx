// "Withdraw your application?": what withdrawing means, why the last try failed (if it did), and the two
// answers; while the withdrawal is saved its button shows it and the dialog cannot be closed.
import { Alert, Button, Group, Modal, Text } from '@mantine/core';

export interface WithdrawDialogProps {
  opened: boolean;
  jobTitle: string;
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function WithdrawDialog({
  opened,
  jobTitle,
  busy,
  problem,
  onConfirm,
  onCancel,
}: WithdrawDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title="Withdraw your application?"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Text>
        You are withdrawing your application for {jobTitle}. This cannot be undone: to be considered again,
        you would apply again.
      </Text>
      {problem ? (
        <Alert color="red" mt="md" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Keep my application
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={busy}>
          Yes, withdraw
        </Button>
      </Group>
    </Modal>
  );
}
