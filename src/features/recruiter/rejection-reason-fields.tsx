// A rejection's reason inside the "Move applicant(s)?" dialog (docs/decisions/0020), below the dialog's own
// text (docs/requirements.md#move-confirmation): the list admins keep, and a note when the chosen reason asks
// for one ("Other").
import { NativeSelect, Stack, Textarea } from '@mantine/core';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';

export interface RejectionReasonFieldsProps {
  reasons: readonly RejectionReason[];
  reasonId: number | null;
  note: string;
  disabled: boolean;
  onReason: (reasonId: number) => void;
  onNote: (note: string) => void;
}

export function RejectionReasonFields({
  reasons,
  reasonId,
  note,
  disabled,
  onReason,
  onNote,
}: RejectionReasonFieldsProps) {
  const chosen = reasons.find((reason) => reason.id === reasonId);
  return (
    <Stack gap="xs" mt="md">
      <NativeSelect
        label="Reason"
        required
        value={reasonId === null ? '' : String(reasonId)}
        onChange={(event) => onReason(Number(event.currentTarget.value))}
        data={[
          { value: '', label: 'Choose a reason', disabled: true },
          ...reasons.map((reason) => ({ value: String(reason.id), label: reason.label })),
        ]}
        disabled={disabled}
      />
      {chosen?.needsNote ? (
        <Textarea
          label={`Say more about “${chosen.label}”`}
          required
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => onNote(event.currentTarget.value)}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
