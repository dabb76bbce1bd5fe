// One rejection reason as a row of the admins' list: its name, whether it asks for a note, whether the board
// offers it. The same form adds a new one at the end of the list.
import { Checkbox, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import {
  type RejectionReason,
  type RejectionReasonInput,
  rejectionReasonInputSchema,
} from '#contracts/rejection-reasons.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { toast } from '#src/lib/toast.ts';
import { useSubmit } from '#src/lib/use-submit.ts';

export interface ReasonFormProps {
  /** The reason being edited; absent when adding. */
  reason?: RejectionReason;
  /** Where a new reason goes in the list. */
  sortOrder: number;
  onSave: (input: RejectionReasonInput) => Promise<RejectionReason>;
  onSaved: (reason: RejectionReason) => void;
}

const validate = schemaResolver(rejectionReasonInputSchema, { sync: true });

export function ReasonForm({ reason, sortOrder, onSave, onSaved }: ReasonFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const initialValues = {
    label: reason?.label ?? '',
    needsNote: reason?.needsNote ?? false,
    active: reason?.active ?? true,
    sortOrder: reason?.sortOrder ?? sortOrder,
  };
  const form = useForm({ initialValues, validate });
  const { busy, submit } = useSubmit(form);
  const onSubmit = form.onSubmit(
    async (values) => {
      const saved = await submit(() => onSave(values), formRef.current);
      if (!saved) return;
      toast.success(reason ? `“${saved.label}” is saved.` : `“${saved.label}” is added.`);
      if (!reason) form.reset();
      onSaved(saved);
    },
    () => focusFirstError(formRef.current),
  );
  const name = reason ? `Reason “${reason.label}”` : 'Add a reason';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={name}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={reason ? 'Name' : 'New reason'}
          required
          maxLength={80}
          w={280}
          {...form.getInputProps('label')}
        />
        <Checkbox
          mt={32}
          label="Asks for a note"
          {...form.getInputProps('needsNote', { type: 'checkbox' })}
        />
        <Checkbox
          mt={32}
          label="Offered on the board"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <AppButton primary loading={busy} mt={24}>
          {reason ? 'Save' : 'Add'}
        </AppButton>
      </Group>
    </form>
  );
}
