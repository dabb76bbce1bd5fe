// "Reschedule": new times typed as the office's clocks read them. One fixes the time (the invitations are
// updated); several let the candidate choose again. The server's messages go beside their rows.
import { Alert, Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { OFFICE_LABELS, OFFICE_TIME_ZONES, type Office } from '#contracts/interviews.ts';
import { EMPTY_SLOT, type SlotDraft, SlotFields, slotInstants } from './slot-fields';

export interface RescheduleDialogProps {
  opened: boolean;
  office: Office;
  busy: boolean;
  problem: string | null;
  /** The server's field messages (`slots`, `slots.N`). */
  fields: Record<string, string>;
  onConfirm: (slots: string[]) => void;
  onClose: () => void;
}

export function RescheduleDialog({
  opened,
  office,
  busy,
  problem,
  fields,
  onConfirm,
  onClose,
}: RescheduleDialogProps) {
  const [several, setSeveral] = useState(false);
  const [rows, setRows] = useState<SlotDraft[]>([EMPTY_SLOT]);
  const [incomplete, setIncomplete] = useState<Record<number, string>>({});
  const rowErrors: Record<number, string> = { ...incomplete };
  for (const [key, message] of Object.entries(fields)) {
    const row = /^slots\.(\d+)$/.exec(key);
    if (row) rowErrors[Number(row[1])] = message;
  }
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title="Reschedule the interview"
      size="lg"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const { instants, problems } = slotInstants(rows, OFFICE_TIME_ZONES[office]);
          setIncomplete(problems);
          if (Object.keys(problems).length === 0) onConfirm(instants);
        }}
      >
        <Stack gap="sm">
          <Radio.Group
            label="New times"
            value={several ? 'several' : 'fixed'}
            error={fields.slots}
            onChange={(value) => {
              setSeveral(value === 'several');
              if (value === 'fixed') setRows((current) => current.slice(0, 1));
            }}
          >
            <Group gap="md" mt={4}>
              <Radio value="fixed" label="One fixed time" />
              <Radio value="several" label="Several times for the candidate to choose from" />
            </Group>
          </Radio.Group>
          <SlotFields
            rows={rows}
            onChange={setRows}
            several={several}
            officeName={OFFICE_LABELS[office]}
            errors={rowErrors}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={busy} onClick={onClose}>
              Back
            </Button>
            <Button type="submit" loading={busy}>
              {several ? 'Offer these times' : 'Move to this time'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
