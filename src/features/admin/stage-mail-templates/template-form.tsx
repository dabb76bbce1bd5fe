// One status's e-mail: subject and markdown body with placeholders, a preview filled with a sample applicant
// (rendered and sanitised by the server as it will be sent), and whether moves to the status send it.
import { Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import {
  fillPlaceholders,
  SAMPLE_VALUES,
  type StageMailTemplate,
  type StageMailTemplateInput,
  stageMailTemplateInputSchema,
} from '#contracts/stage-mail-templates.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { toast } from '#src/lib/toast.ts';
import { useSubmit } from '#src/lib/use-submit.ts';
import { MarkdownField, markdownProps } from '../shared/markdown-field';

export interface TemplateFormProps {
  entry: StageMailTemplate;
  onSave: (input: StageMailTemplateInput) => Promise<StageMailTemplate>;
  onSaved: (entry: StageMailTemplate) => void;
}

const validate = schemaResolver(stageMailTemplateInputSchema, { sync: true });
const filled = (text: string) => fillPlaceholders(text, SAMPLE_VALUES);

export function TemplateForm({ entry, onSave, onSaved }: TemplateFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { template, statusLabel } = entry;
  const form = useForm({
    initialValues: {
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      active: template?.active ?? true,
    },
    validate,
  });
  const { busy, submit } = useSubmit(form);
  const onSubmit = form.onSubmit(
    async (values) => {
      const saved = await submit(() => onSave(values), formRef.current);
      if (!saved) return;
      toast.success(`The “${statusLabel}” e-mail is saved.`);
      form.resetDirty(values);
      onSaved(saved);
    },
    () => focusFirstError(formRef.current),
  );
  const headingId = `template-${entry.statusCode}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {statusLabel}
            </Title>
            <Text size="sm" c="dimmed">
              {template
                ? template.active
                  ? 'Sent when an applicant is moved here.'
                  : 'Switched off: moves here send nothing.'
                : 'No e-mail yet: moves here send nothing until one is written.'}
            </Text>
          </div>
          <TextInput label="Subject" required maxLength={150} {...form.getInputProps('subject')} />
          <Text size="sm" c="dimmed" aria-live="polite">
            As sent: {filled(form.values.subject) || '—'}
          </Text>
          <MarkdownField
            label="E-mail"
            required
            rows={12}
            previewOf={filled}
            previewLabel="Preview (with a sample applicant)"
            {...markdownProps(form.getInputProps('body'))}
          />
          <Checkbox
            label="Send this e-mail when an applicant is moved here"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <div>
            <AppButton primary loading={busy}>
              Save
            </AppButton>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
